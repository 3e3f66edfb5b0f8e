import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { NotFoundError } from '@backstage/errors';
import { callerOf } from '../domain/caller';
import { aiStatus, complete, PROMPTS, type AiConfig } from '../service/ai';
import { aiDraftBody, regenerateQuery, type Post } from '@agora/contract';
import { listPosts } from '../stores/posts';
import { parseBody, parseParams, parseQuery } from '../service/validation';
import {
  aiCacheKey,
  cachedAiAnswer,
  postForAi,
  saveAiAnswer,
  type AiSource,
} from '../stores/ai';
import { articleParams, questionParams } from './aiSchema';

/** Posts of the portal a draft answer is given as context. */
const RELATED_POSTS = 3;

const relatedOf = (posts: Post[]) =>
  posts.length
    ? `\n\nRelated posts in this portal (mention them by title where they help):\n${posts
        .map(
          p =>
            `- ${p.title}: ${(p.excerpt ?? []).map(part => part.text).join('')}`,
        )
        .join('\n')}`
    : '';

const promptOf = (s: AiSource) =>
  `# ${s.title}\n\n${s.content}${s.tags.length ? `\n\nTags: ${s.tags.join(', ')}` : ''}`;

/**
 * AI answers and summaries from the OpenAI-compatible endpoint of
 * `agora.ai.*`. Without one, or with a feature switched off, the routes
 * answer 404 so the client shows nothing (docs/api.md, AI).
 */
export const aiRouter: DomainRouter = ({ db, settings }) => {
  const router = promiseRouter();
  const { ai } = settings;
  const enabled = (
    feature: keyof Pick<
      AiConfig,
      'existingQuestions' | 'newQuestions' | 'articleSummaries'
    >,
  ) => {
    if (!ai || !ai[feature]) throw new NotFoundError('AI is not enabled');
    return ai;
  };

  router.get('/ai/status', (_req, res) => {
    res.json(aiStatus(ai));
  });

  router.get('/ai/question/:id', async (req, res) => {
    const cfg = enabled('existingQuestions');
    const { id } = parseParams(questionParams, req);
    const { regenerate } = parseQuery(regenerateQuery, req);
    const source = await postForAi(db, id, 'question', callerOf(req));
    const { prefix, key } = aiCacheKey('question', id, source);
    const cached = regenerate ? undefined : await cachedAiAnswer(db, key);
    res.json(
      cached ??
        (await saveAiAnswer(
          db,
          prefix,
          key,
          await complete(cfg, PROMPTS.question, promptOf(source)),
        )),
    );
  });

  router.post('/ai/question', async (req, res) => {
    const cfg = enabled('newQuestions');
    const { title, content } = parseBody(aiDraftBody, req);
    // What the portal already says: the best matches of the title that the
    // asker may read, as the ask page's similar questions find them. Only
    // here, where the draft goes to the asker alone and is not cached.
    const related = await listPosts(
      db,
      { searchQuery: title, limit: RELATED_POSTS },
      callerOf(req),
    );
    // Drafts change with every keystroke; caching them would only fill the table.
    res.json({
      answer: await complete(
        cfg,
        PROMPTS.question,
        promptOf({ title, content, tags: [] }) + relatedOf(related.posts),
      ),
    });
  });

  router.get('/ai/article/:id', async (req, res) => {
    const cfg = enabled('articleSummaries');
    const { id } = parseParams(articleParams, req);
    const { regenerate } = parseQuery(regenerateQuery, req);
    const source = await postForAi(db, id, 'article', callerOf(req));
    const { prefix, key } = aiCacheKey('article', id, source);
    const cached = regenerate ? undefined : await cachedAiAnswer(db, key);
    res.json(
      cached ??
        (await saveAiAnswer(
          db,
          prefix,
          key,
          await complete(cfg, PROMPTS.article, promptOf(source)),
        )),
    );
  });

  return router;
};
