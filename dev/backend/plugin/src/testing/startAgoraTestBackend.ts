import {
  mockServices,
  startTestBackend,
  type TestBackendOptions,
} from '@backstage/backend-test-utils';
import { databaseServiceFactory } from '@backstage/backend-defaults/database';
import request from 'supertest';
import knexFactory from 'knex';
import { randomBytes } from 'node:crypto';
import type { JsonObject } from '@backstage/types';
import { agoraPlugin } from '../plugin';
import { DEV_IDENTITY_HEADER } from '../service/identity';

/** Demo identities used across backend tests. */
export const USERS = {
  alice: 'user:default/alice',
  bob: 'user:default/bob',
  carol: 'user:default/carol',
  moderator: 'user:default/mod',
} as const;

export interface AgoraTestBackendOptions {
  /** Extra app config merged over the test defaults. */
  config?: Record<string, unknown>;
  /** Features started beside the Agora plugin (e.g. the search module). */
  features?: TestBackendOptions<unknown[]>['features'];
  /** Extension points those features get, for other plugins' stand-ins. */
  extensionPoints?: TestBackendOptions<unknown[]>['extensionPoints'];
  /**
   * `agora.questions.*` of this backend; without it the defaults hold
   * (15 and 30 characters), as in production.
   */
  questionMinimums?: { minTitleLength: number; minContentLength: number };
}

/**
 * For tests whose fixtures are short questions by design (titles such as
 * "Q1" that their assertions name, one-word bodies): the minimums of
 * `agora.questions.*` are off on their backend, said where it starts. The
 * minimums' own tests (routes/questionMinimums.test.ts) and every other
 * test keep the defaults, which `createTestPost` satisfies.
 */
export const SHORT_QUESTIONS: Pick<
  AgoraTestBackendOptions,
  'questionMinimums'
> = { questionMinimums: { minTitleLength: 0, minContentLength: 0 } };

const AGORA_BASE = '/api/agora';

/**
 * Request helpers for Agora's routes on `server`, each request signed by
 * `sign` (a dev identity header, or a user's credentials).
 */
export function agoraRequests(
  server: Parameters<typeof request>[0],
  sign: (test: request.Test) => request.Test,
) {
  const at = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    sign(request(server)[method](AGORA_BASE + path));
  return {
    get: (path: string) => at('get', path),
    post: (path: string, body?: object) => at('post', path).send(body ?? {}),
    put: (path: string, body?: object) => at('put', path).send(body ?? {}),
    delete: (path: string, body?: object) =>
      at('delete', path).send(body ?? {}),
    /** The raw supertest request, for multipart uploads and headers. */
    raw: at,
  };
}

/**
 * Starts the real Agora plugin in a real Backstage test backend, on an
 * in-memory SQLite database — or on PostgreSQL when AGORA_TEST_PG is a
 * connection string (`npm run test:pg`), in a fresh database per call.
 *
 * `as(user)` returns request helpers acting as that demo user through the
 * dev identity header; the server still goes through httpAuth first.
 */
export async function startAgoraTestBackend(
  options: AgoraTestBackendOptions = {},
) {
  const pg = process.env.AGORA_TEST_PG;
  const agoraConfig = {
    devIdentity: true,
    seed: { enabled: false },
    moderators: [USERS.moderator],
    ...(options.questionMinimums && { questions: options.questionMinimums }),
    ...((options.config?.agora as object) ?? {}),
  };
  const prefix = `agora_test_${randomBytes(4).toString('hex')}_`;
  const data: Record<string, unknown> = {
    ...options.config,
    agora: agoraConfig,
  };
  if (pg) {
    data.backend = {
      // Keep other backend keys a test sets (e.g. baseUrl).
      ...(options.config?.backend as object),
      database: {
        client: 'pg',
        connection: pg,
        prefix,
      },
    };
  }
  const backend = await startTestBackend({
    extensionPoints: options.extensionPoints,
    features: [
      agoraPlugin,
      ...(options.features ?? []),
      mockServices.rootConfig.factory({ data: data as JsonObject }),
      ...(pg ? [databaseServiceFactory] : []),
    ],
  });
  const server = backend.server;
  const base = AGORA_BASE;

  const as = (userRef: string = USERS.alice) =>
    agoraRequests(server, test => test.set(DEV_IDENTITY_HEADER, userRef));

  // The real listening address, for clients that use real `fetch` (contract tests).
  const apiUrl = `http://localhost:${server.port()}${base}`;

  const stop = async () => {
    await backend.stop();
    if (pg) await dropTestDatabase(pg, `${prefix}agora`);
  };

  return { server, backend, as, baseUrl: base, apiUrl, stop };
}

const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 8;

/**
 * Drops the backend's PostgreSQL database (Backstage names it prefix +
 * plugin id), so repeated `npm run test:pg` runs leave nothing behind.
 * FORCE ends connections a stopped backend may still hold. An autovacuum
 * worker on the database can only be ended by a role with pg_signal_backend
 * (dev/scripts/start-postgres.sh grants it); without that grant the drop is
 * refused while the worker runs, so a refusal is retried until it is done.
 */
async function dropTestDatabase(connection: string, database: string) {
  const admin = knexFactory({ client: 'pg', connection });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [database]);
        return;
      } catch (error) {
        const refused =
          (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE;
        if (!refused || attempt === DROP_ATTEMPTS) throw error;
        await new Promise(resolve => setTimeout(resolve, 250 * attempt));
      }
    }
  } finally {
    await admin.destroy();
  }
}

export type AgoraTestBackend = Awaited<
  ReturnType<typeof startAgoraTestBackend>
>;
