import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { urlBody } from '@agora/contract';
import { parseBody } from '../service/validation';
import { fetchUrlMetadata } from '../service/urlMetadata';
import type { SafeFetchOptions } from '../service/ssrf';

/**
 * `POST /url`: link previews, fetched under the SSRF rules of service/ssrf.ts.
 * `agora.urlMetadata.allowPrivateNetworks` lifts the public-address rule for
 * the browser tests, whose test page is served on 127.0.0.1 (docs/testing.md).
 */
export const urlRouter: DomainRouter = ({ settings }) => {
  const router = promiseRouter();
  const options: SafeFetchOptions = settings.allowPrivateNetworks
    ? { isAllowed: () => true }
    : {};
  router.post('/url', async (req, res) => {
    res.json(await fetchUrlMetadata(parseBody(urlBody, req).url, options));
  });
  return router;
};
