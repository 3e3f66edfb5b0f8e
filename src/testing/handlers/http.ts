import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeAgoraStore } from '../../state/store';
import { createTestExtra, TEST_BASE_URL, type TestExtra } from '../testApis';

type Method = 'get' | 'post' | 'put' | 'delete';

/** What a test may learn about a request a handler answered. */
export interface SeenRequest {
  method: string;
  url: URL;
  /** Parsed JSON, a FormData for multipart uploads, or undefined. */
  body: unknown;
}

/** Options every handler factory takes. */
export interface HandlerOptions<T> {
  /** Response status; defaults to the route's success status. */
  status?: number;
  /** Response body; defaults to the domain fixture. `null` sends no body. */
  body?: T | JsonBodyType | null;
  /** The answer is held back until this settles (optimistic-update tests). */
  hold?: Promise<unknown>;
  /** Called with every request before it is answered. */
  onRequest?: (request: SeenRequest) => void;
}

async function readRequestBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Builds a handler factory for one route: `route('get', '/posts/:id', post)`
 * gives `(options) => handler` whose defaults are the fixture and 200. A
 * fixture function gets the path parameters.
 */
export function route<T>(
  method: Method,
  path: string,
  fixture: T | ((params: Record<string, string>) => T) | undefined,
  defaultStatus = 200,
) {
  return (options: HandlerOptions<T> = {}) =>
    http[method](`${TEST_BASE_URL}${path}`, async ({ request, params }) => {
      const seen = {
        method: request.method,
        url: new URL(request.url),
        body: await readRequestBody(request),
      };
      options.onRequest?.(seen);
      if (options.hold) await options.hold.catch(() => undefined);
      const status = options.status ?? defaultStatus;
      let body: unknown = fixture;
      if ('body' in options) body = options.body;
      else if (typeof fixture === 'function')
        body = (fixture as (p: Record<string, string>) => T)(params as Record<string, string>);
      if (body === null || body === undefined || status === 204) {
        return new HttpResponse(null, { status });
      }
      return HttpResponse.json(body as JsonBodyType, { status });
    });
}

/** An `{ errors }` body as the contract's 400 answers carry. */
export function errorsBody(message = 'Bad request') {
  return { errors: [{ message, path: 'body' }], type: 'body' as const };
}

/** A promise a test resolves when it wants a held response to go out. */
export function createDeferred() {
  let release!: () => void;
  const promise = new Promise<void>(resolve => {
    release = resolve;
  });
  return { promise, release };
}

/** A fresh store with spy APIs, as every api test uses. */
export function setupApiStore() {
  const extra = createTestExtra();
  const store = makeAgoraStore({ extra, storage: null });
  return { store, extra };
}

/** The requests sent through `extra.fetchApi`, as "METHOD /path?query". */
export function fetchCalls(extra: TestExtra): string[] {
  return extra.fetchApi.fetch.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input));
    const method = request?.method ?? init?.method ?? 'GET';
    const path = url.pathname.replace(new URL(TEST_BASE_URL).pathname, '');
    return `${method} ${path}${url.search}`;
  });
}

/** Lets pending promise callbacks (onQueryStarted patches) run. */
export const flush = () => new Promise(resolve => setTimeout(resolve, 0));
