import promiseRouter from 'express-promise-router';
import type { DomainRouter } from '.';
import { urlBody } from '@agora/contract';
import { parseBody } from '../service/validation';
import { fetchUrlMetadata } from '../service/urlMetadata';

/** `POST /url`: link previews, fetched under the SSRF rules of service/ssrf.ts. */
export const urlRouter: DomainRouter = () => {
  const router = promiseRouter();
  router.post('/url', async (req, res) => {
    res.json(await fetchUrlMetadata(parseBody(urlBody, req).url));
  });
  return router;
};
