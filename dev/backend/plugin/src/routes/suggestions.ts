import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { suggestionsFor } from '../stores/suggestions';

/** `GET /suggestions`: personal prompts shown beside the lists. */
export const suggestionsRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();
  router.get('/suggestions', async (req, res) => {
    res.json({
      suggestions: await suggestionsFor(db, callerOf(req)),
    });
  });
  return router;
};
