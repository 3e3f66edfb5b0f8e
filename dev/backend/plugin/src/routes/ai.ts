import promiseRouter from 'express-promise-router';
import type { DomainRouter } from '.';
import { NotFoundError } from '@backstage/errors';
import { callerOf } from '../service/identity';
import {
  aiStatus,
  complete,
  PROMPTS,
  readAiConfig,
  type AiConfig,
} from '../service/ai';
import { aiDraftBody, regenerateQuery } from '@agora/contract';
import { parseBody, parseParams, parseQuery } from '../service/validation';
import {
  aiCacheKey,
  cachedAiAnswer,
  postForAi,
  saveAiAnswer,
  type AiSource,
} from '../stores/ai';
import { articleParams, questionParams } from './aiSchema';

const promptOf = (s: AiSource) =>
  `# ${s.title}\n\n${s.content}${s.tags.length ? `\n\nTags: ${s.tags.join(', ')}` : ''}`;

/**
 * AI answers and summaries from the OpenAI-compatible endpoint of
 * `agora.ai.*`. Without one, or with a feature switched off, the routes
 * answer 404 so the client shows nothing (docs/api.md, AI).
 */
export const aiRouter: DomainRouter = ({ db, config }) => {
  const router = promiseRouter();
  const ai = readAiConfig(config);
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
    // Drafts change with every keystroke; caching them would only fill the table.
    res.json({
      answer: await complete(
        cfg,
        PROMPTS.question,
        promptOf({ title, content, tags: [] }),
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
