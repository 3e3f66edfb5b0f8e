import type { DomainRouter } from './types';
import { postsRouter } from './posts';
import { answersRouter } from './answers';
import { revisionsRouter } from './revisions';
import { duplicatesRouter } from './duplicates';
import { reviewsRouter } from './reviews';
import { flagsRouter } from './flags';
import { commentsRouter } from './comments';
import { collectionsRouter } from './collections';
import { suggestionsRouter } from './suggestions';
import { tagsRouter } from './tags';
import { entitiesRouter } from './entities';
import { lastSeenRouter, usersRouter } from './users';
import { templatesRouter } from './templates';
import { statisticsRouter } from './statistics';
import { attachmentFilesRouter, attachmentsRouter } from './attachments';
import { urlRouter } from './url';
import { aiRouter } from './ai';
import { permissionsRouter } from './permissions';

/**
 * Every domain router, in mount order. More specific paths (e.g.
 * `/posts/list/:type`, `/tags/followed`) are declared inside their own router
 * before the `/:id` catch-alls.
 */
export const domainRouters: DomainRouter[] = [
  // First, so that every authenticated request refreshes the caller's lastSeen.
  lastSeenRouter,
  postsRouter,
  answersRouter,
  revisionsRouter,
  duplicatesRouter,
  reviewsRouter,
  flagsRouter,
  commentsRouter,
  collectionsRouter,
  suggestionsRouter,
  tagsRouter,
  entitiesRouter,
  usersRouter,
  templatesRouter,
  statisticsRouter,
  attachmentsRouter,
  urlRouter,
  aiRouter,
  permissionsRouter,
];

/**
 * Routes that must work without a Backstage token, mounted before the
 * identity middleware: only `GET /attachments/:uuid`, because browsers load
 * images with plain `<img>` requests (the uuid is unguessable).
 */
export const publicRouters: DomainRouter[] = [attachmentFilesRouter];
