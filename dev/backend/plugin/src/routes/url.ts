import promiseRouter from 'express-promise-router';
import { z } from 'zod';
import type { DomainRouter } from '.';
import { parseBody } from '../service/validation';
import { fetchUrlMetadata } from '../service/urlMetadata';

const urlBody = z.object({
  url: z.string({ error: 'A url is required' }).trim().min(1, 'A url is required').max(2048),
});

/** `POST /url`: link previews, fetched under the SSRF rules of service/ssrf.ts. */
export const urlRouter: DomainRouter = () => {
  const router = promiseRouter();
  router.post('/url', async (req, res) => {
    res.json(await fetchUrlMetadata(parseBody(urlBody, req).url));
  });
  return router;
};
