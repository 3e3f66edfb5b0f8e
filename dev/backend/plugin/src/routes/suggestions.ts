import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../service/identity';
import { suggestionsFor } from '../stores/suggestions';

/** `GET /suggestions`: personal prompts shown beside the lists. */
export const suggestionsRouter: DomainRouter = ({ db, authorization }) => {
  const router = promiseRouter();
  router.get('/suggestions', async (req, res) => {
    const readable = await authorization.postReadFilter(req);
    res.json({
      suggestions: await suggestionsFor(db, callerOf(req), readable),
    });
  });
  return router;
};
