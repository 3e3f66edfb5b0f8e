import * as z from 'zod/mini';
import { apiPath, serializeParams, type AgoraRequest } from './baseQuery';
import { postSchema } from './types';
import { makeAnswer, makePost } from '../testing/fixtures/posts';

describe('serializeParams', () => {
  it('drops falsy values and repeats array keys', () => {
    expect(
      serializeParams({
        a: 'x',
        b: '',
        c: 0,
        d: false,
        e: undefined,
        tags: ['t1', 't2'],
        n: 5,
      }),
    ).toBe('a=x&tags=t1&tags=t2&n=5');
  });
});

describe('apiPath', () => {
  it('encodes refs as single segments', () => {
    expect(apiPath`/users/follow/${'user:default/jane'}`).toBe(
      '/users/follow/user%3Adefault%2Fjane',
    );
  });
});

describe('agoraBaseQuery', () => {
  it('sends bodies through fetch middlewares that rebuild the Request and pass the input on', async () => {
    const { agoraBaseQuery } = await import('./baseQuery');
    const bodies: string[] = [];
    // Like Backstage's plugin-protocol and identity middlewares: build a
    // Request from the input, then hand the original input to the next one.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      void new Request(input, init);
      bodies.push(await new Request(input, init).text());
      return new Response('{"ok":true}', { status: 200 });
    };
    const extra = {
      discoveryApi: { getBaseUrl: async () => 'http://backend/api/agora' },
      fetchApi: { fetch },
      alertApi: { post: jest.fn(), alert$: jest.fn() },
    };
    const api = {
      extra,
      signal: new AbortController().signal,
      abort: jest.fn(),
      dispatch: jest.fn(),
      getState: () => ({}),
      endpoint: 'test',
      type: 'mutation' as const,
    };
    const result = await agoraBaseQuery(
      {
        url: '/posts/query',
        method: 'POST',
        body: { type: 'question' },
        response: z.object({ ok: z.boolean() }),
      },
      api as never,
      {},
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(bodies).toEqual(['{"type":"question"}']);
  });
});

describe('agoraBaseQuery failures are typed errors, never exceptions', () => {
  /** Runs the base query with a fetch and discovery of the test's choosing. */
  async function run(
    fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
    options: {
      getBaseUrl?: (id: string) => Promise<string>;
      pluginId?: string;
      request?: Partial<AgoraRequest>;
    } = {},
  ) {
    const { agoraBaseQuery } = await import('./baseQuery');
    const { ConfigReader } = await import('@backstage/config');
    const getBaseUrl = jest.fn(
      options.getBaseUrl ?? (async (id: string) => `http://backend/api/${id}`),
    );
    const extra = {
      // A fresh discovery API per run: base URLs are cached per discovery API.
      discoveryApi: { getBaseUrl },
      fetchApi: { fetch: jest.fn(fetch) },
      alertApi: { post: jest.fn(), alert$: jest.fn() },
      configApi: new ConfigReader(
        options.pluginId
          ? { agora: { backendPluginId: options.pluginId } }
          : {},
      ),
    };
    const api = {
      extra,
      signal: new AbortController().signal,
      abort: jest.fn(),
      dispatch: jest.fn(),
      getState: () => ({}),
      endpoint: 'test',
      type: 'query' as const,
    };
    const result = await agoraBaseQuery(
      {
        url: '/posts/1',
        errorMessage: 'Failed to fetch post',
        response: z.object({ id: z.number() }),
        ...options.request,
      } as AgoraRequest,
      api as never,
      {},
    );
    return { result, getBaseUrl, fetch: extra.fetchApi.fetch };
  }

  it('a rejected fetch (offline) is a network error', async () => {
    const { result } = await run(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({
      error: {
        kind: 'network',
        message: 'Failed to fetch post. Could not reach the server.',
      },
    });
  });

  it('a 5xx without an errors body is an http error with the status', async () => {
    const { result } = await run(
      async () =>
        new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(result).toEqual({
      error: {
        kind: 'http',
        status: 503,
        message: 'Failed to fetch post (503 Service Unavailable)',
      },
    });
  });

  it('a 200 that is not JSON is a parse error', async () => {
    const { result } = await run(
      async () => new Response('<html>login</html>', { status: 200 }),
    );
    expect(result).toEqual({
      error: {
        kind: 'parse',
        status: 200,
        message: 'Failed to fetch post: the server did not answer with JSON',
      },
    });
  });

  it('a failed discovery lookup is a network error and sends nothing', async () => {
    const { result, fetch } = await run(async () => new Response('{}'), {
      getBaseUrl: async () => {
        throw new Error('no such plugin');
      },
    });
    expect(result).toEqual({
      error: {
        kind: 'network',
        message: 'Failed to fetch post. Could not reach the server.',
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks discovery for agora.backendPluginId and sends the request there', async () => {
    const { result, getBaseUrl, fetch } = await run(
      async () => new Response('{"id":1}'),
      { pluginId: 'agora-staging' },
    );
    expect(result).toEqual({ data: { id: 1 } });
    expect(getBaseUrl).toHaveBeenCalledWith('agora-staging');
    expect(String(fetch.mock.calls[0][0])).toBe(
      'http://backend/api/agora-staging/posts/1',
    );
  });
});

describe('agoraBaseQuery reads JSON answers through their contract schema', () => {
  async function read(body: unknown, request: Partial<AgoraRequest> = {}) {
    const { agoraBaseQuery } = await import('./baseQuery');
    const extra = {
      discoveryApi: { getBaseUrl: async () => 'http://backend/api/agora' },
      fetchApi: {
        fetch: async () =>
          new Response(body === undefined ? '' : JSON.stringify(body), {
            status: request.forbiddenValue ? 403 : 200,
          }),
      },
      alertApi: { post: jest.fn(), alert$: jest.fn() },
    };
    const api = {
      extra,
      signal: new AbortController().signal,
      abort: jest.fn(),
      dispatch: jest.fn(),
      getState: () => ({}),
      endpoint: 'test',
      type: 'query' as const,
    };
    return agoraBaseQuery(
      {
        url: '/posts/1',
        errorMessage: 'Failed to fetch post',
        response: postSchema,
        ...request,
      } as AgoraRequest,
      api as never,
      {},
    );
  }

  it('yields an answer that matches', async () => {
    expect(await read(makePost())).toEqual({ data: makePost() });
  });

  it.each([
    [
      'a post without entities',
      { ...makePost(), entities: undefined },
      'entities: expected array',
    ],
    [
      'a string where a list is expected',
      makePost({ tags: 'catalog' as never }),
      'tags: expected array',
    ],
    ['no body at all', undefined, 'expected object'],
  ])(
    "turns %s into the call's parse error, never data",
    async (_, body, problem) => {
      expect(await read(body)).toEqual({
        error: {
          kind: 'parse',
          status: 200,
          message: `Failed to fetch post: the answer does not match the API (${problem})`,
        },
      });
    },
  );

  it('drops keys the contract does not name, at any depth', async () => {
    const newer = {
      ...makePost(),
      reactions: 3,
      answers: [{ ...makeAnswer(), badge: 'gold' }],
    };
    expect(await read(newer)).toEqual({
      data: { ...makePost(), answers: [makeAnswer()] },
    });
  });

  it('does not check what the call yields itself: 403 lists, success flags', async () => {
    const empty = { posts: [], total: 0 };
    expect(await read({ errors: [] }, { forbiddenValue: empty })).toEqual({
      data: empty,
    });
    expect(
      await read(undefined, { success: true, response: undefined }),
    ).toEqual({ data: true });
  });
});
