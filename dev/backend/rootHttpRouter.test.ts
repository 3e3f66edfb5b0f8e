import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router as createRouter } from 'express';
import request from 'supertest';
import { mockServices } from '@backstage/backend-test-utils';
import { MiddlewareFactory } from '@backstage/backend-defaults/rootHttpRouter';
import {
  AuthenticationError,
  NotAllowedError,
  NotFoundError,
} from '@backstage/errors';
import { errorBodySchema } from '@agora/contract';
import { configureRootHttpRouter } from './rootHttpRouter';
import { errorHandler } from './plugin/src/service/errors';
import { badRequest, HttpError } from './plugin/src/domain/errors';

/** Errors the way they reach a router: thrown, each with a stack. */
const failures: [string, () => Error, number][] = [
  [
    'a missing token',
    () => new AuthenticationError('Missing credentials'),
    401,
  ],
  ['a refusal', () => new NotAllowedError('Not yours'), 403],
  ['an unknown id', () => new NotFoundError('Post not found'), 404],
  ['bad input', () => badRequest('Title is required', 'title'), 400],
  ['an upstream failure', () => new HttpError(502, 'AI failed'), 502],
  ['a bug', () => new TypeError('x is undefined'), 500],
  [
    'a failure with a cause',
    () => new NotFoundError('Entity not found', new Error('Lookup failed')),
    404,
  ],
];

/** A router that throws the named failure, and the app's error bodies. */
const throwing = () =>
  createRouter().get('/fail/:index', req => {
    throw failures[Number(req.params.index)][1]();
  });

describe('error bodies carry no stack', () => {
  const env = process.env.NODE_ENV;
  let server: Server;

  beforeAll(async () => {
    // Development mode, as the dev backend runs, is where stacks are shown.
    process.env.NODE_ENV = 'development';
    const app = express();
    server = createServer(app);
    const middleware = MiddlewareFactory.create({
      config: mockServices.rootConfig(),
      logger: mockServices.logger.mock(),
    });
    configureRootHttpRouter({
      app,
      server: server as never, // only `on('clientError')` is used
      middleware,
      // A plugin's router ends with its own error handler, at its defaults
      // (as httpRouterServiceFactory of @backstage/backend-defaults adds it).
      routes: createRouter()
        .use('/plugin', throwing(), middleware.error())
        .use(throwing()),
      healthRouter: createRouter(),
    });
    await new Promise<void>(resolve => server.listen(0, resolve));
  });
  afterAll(async () => {
    process.env.NODE_ENV = env;
    await new Promise(resolve => server.close(resolve));
  });

  it.each(failures.map(([name, , status], i) => [name, i, status]))(
    'the dev root router answers %s without a stack',
    async (_name, index, status) => {
      const res = await request(server).get(`/fail/${index}`);
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
      expect(res.body.error).not.toHaveProperty('stack');
      expect(res.text).not.toContain(__dirname);
    },
  );

  it.each(failures.map(([name, , status], i) => [name, i, status]))(
    "a plugin router's own Backstage error handler answers %s without a stack",
    async (_name, index, status) => {
      const res = await request(server).get(`/plugin/fail/${index}`);
      expect(res.status).toBe(status);
      expect(res.body.error).not.toHaveProperty('stack');
      expect(res.body.error.cause ?? {}).not.toHaveProperty('stack');
      expect(res.text).not.toContain(__dirname);
    },
  );

  it.each(failures.map(([name, , status], i) => [name, i, status]))(
    "the plugin's error handler answers %s with the contract's body only",
    async (_name, index, status) => {
      const plugin = express()
        .use(throwing())
        .use(errorHandler(mockServices.logger.mock()));
      const res = await request(plugin).get(`/fail/${index}`);
      expect(res.status).toBe(status);
      // Strict: a `stack` (or any other key) fails the parse.
      expect(errorBodySchema.safeParse(res.body).success).toBe(true);
      expect(res.text).not.toContain(__dirname);
    },
  );

  it("answers headers past Node's limit with a JSON 431", async () => {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<{
      status?: number;
      type?: string;
      body: string;
    }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          path: '/fail/0',
          headers: { 'x-big': 'x'.repeat(20_000) },
        },
        r => {
          let body = '';
          r.on('data', chunk => (body += chunk));
          r.on('end', () =>
            resolve({
              status: r.statusCode,
              type: r.headers['content-type'],
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      error: { name: 'Error', message: 'Request Header Fields Too Large' },
      response: { statusCode: 431 },
    });
  });
});
