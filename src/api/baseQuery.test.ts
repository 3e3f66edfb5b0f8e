import { apiPath, serializeParams } from './baseQuery';

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
      { url: '/posts/query', method: 'POST', body: { type: 'question' } },
      api as never,
      {},
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(bodies).toEqual(['{"type":"question"}']);
  });
});
