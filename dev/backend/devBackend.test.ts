import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { parse } from 'yaml';
import { createBackend } from '@backstage/backend-defaults';
import { mockServices } from '@backstage/backend-test-utils';
import type { JsonObject } from '@backstage/types';
import { devBackendFeatures } from './features';

/** A port nothing listens on, for the backend's own listener. */
async function freePort() {
  const server = createServer();
  await new Promise<void>(resolve => server.listen(0, resolve));
  const { port } = server.address() as { port: number };
  await new Promise(resolve => server.close(resolve));
  return port;
}

/**
 * The dev backend as `npm start` runs it (features.ts, app-config.yaml, in
 * development mode), on a free port and in-memory databases. Stacks have
 * two sources there: the root router's error handler and the one Backstage
 * adds to every plugin's router; neither may reach a body (docs/api.md,
 * "Errors").
 */
describe('the dev backend', () => {
  const env = process.env.NODE_ENV;
  const backend = createBackend();
  let base: string;

  beforeAll(async () => {
    process.env.NODE_ENV = 'development';
    const port = await freePort();
    base = `http://localhost:${port}`;
    const config = parse(
      readFileSync(join(__dirname, '../../app-config.yaml'), 'utf8'),
    );
    config.backend = {
      ...config.backend,
      baseUrl: base,
      listen: { port },
      database: { client: 'better-sqlite3', connection: ':memory:' },
    };
    config.agora = { ...config.agora, seed: { enabled: false } };
    for (const feature of devBackendFeatures) backend.add(feature);
    backend.add(
      mockServices.rootConfig.factory({ data: config as JsonObject }),
    );
    backend.add(mockServices.rootLogger.factory({ level: 'none' }));
    await backend.start();
  }, 120_000);
  afterAll(async () => {
    await backend.stop();
    process.env.NODE_ENV = env;
  });

  it.each([
    ['Agora', 'get', '/api/agora/posts/list/recent', 401],
    ['Agora', 'post', '/api/agora/posts/query', 401],
    ['the catalog', 'get', '/api/catalog/entities', 401],
    ['the permission backend', 'post', '/api/permission/authorize', 401],
    ['portal search', 'get', '/api/search/query', 401],
    ['the auth backend', 'get', '/api/auth/nope/refresh', 404],
  ] as const)(
    '%s: %s %s answers %s without a stack',
    async (_plugin, method, path, status) => {
      const res = await request(base)[method](path);
      expect(res.status).toBe(status);
      expect(res.type).toBe('application/json');
      expect(res.body.error).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
      expect(res.body.error).not.toHaveProperty('stack');
      expect(res.text).not.toContain(__dirname);
    },
  );
});
