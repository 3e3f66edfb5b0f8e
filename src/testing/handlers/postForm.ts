import type { AIStatus, TemplatesResponse } from '../../api/types';
import { aiStatusHandler } from './ai';
import { getPostsHandler } from './posts';
import { suggestTagsHandler } from './suggestions';
import { getTagsHandler } from './tags';
import { getTemplatesHandler } from './templates';

/** AI status with every feature off, as a server without a model answers. */
export const AI_OFF: AIStatus = {
  enabled: false,
  articleSummaries: false,
  existingQuestions: false,
  newQuestions: false,
};

/** No templates configured. */
export const NO_TEMPLATES: TemplatesResponse = { templates: [], total: 0 };

/**
 * The reads a post form makes on its own (tag autocomplete and suggestions,
 * similar questions, AI status, templates), answered with fixtures so a
 * test only overrides what it is about (later `server.use` calls win).
 */
export function postFormHandlers(
  options: { templates?: TemplatesResponse; ai?: AIStatus } = {},
) {
  return [
    getTemplatesHandler({ body: options.templates ?? NO_TEMPLATES }),
    aiStatusHandler({ body: options.ai ?? AI_OFF }),
    getTagsHandler(),
    suggestTagsHandler(),
    getPostsHandler({ body: { posts: [], total: 0 } }),
  ];
}
