import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import type {
  AlertApi,
  ConfigApi,
  DiscoveryApi,
  FetchApi,
} from '@backstage/core-plugin-api';
import {
  ERROR_MESSAGES,
  INVALID_ID_MESSAGE,
  NETWORK_REASON,
  type AgoraApiError,
} from './errors';
import { parseResponse, type ResponseSchema } from './parseResponse';
import type { ErrorItem } from './types';

/** Backstage APIs the store hands to every request as the thunk extra. */
export interface AgoraExtra {
  discoveryApi: DiscoveryApi;
  fetchApi: FetchApi;
  alertApi: AlertApi;
  configApi?: ConfigApi;
}

interface AgoraRequestBase {
  /** Path below the plugin base URL; build it with {@link apiPath}. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string values; falsy ones are dropped, arrays repeat the key. */
  params?: object;
  /** JSON-serialisable body, or FormData for uploads. */
  body?: unknown;
  /** Ids the call needs; if one is missing no request is sent. */
  ids?: unknown[];
  /** The fixed message of this operation (src/api/errors.ts). */
  errorMessage?: string;
  /** Data to yield instead of an error on 403 (list reads: 403 means no access). */
  forbiddenValue?: unknown;
  /** Data to yield instead of an error on any non-ok answer (AI, single tag/entity). */
  notOkValue?: unknown;
}

/**
 * What an endpoint's `query` returns. Besides the usual fetch arguments it
 * says how this call's failures are treated and what its answer must look
 * like (docs/api.md, "How the frontend reads answers"): a call either reads
 * JSON, checked against its contract schema, or only its success.
 */
export type AgoraRequest = AgoraRequestBase &
  (
    | {
        /** The contract schema of the JSON answer (src/api/contract). */
        response: ResponseSchema;
        success?: undefined;
      }
    | {
        /** Yield `response.ok` as the data (follow, delete and mark calls). */
        success: true;
        response?: undefined;
      }
  );

/** @public */
export const DEFAULT_BACKEND_PLUGIN_ID = 'agora';

/** Builds a path with every parameter URL-encoded as one segment. */
export function apiPath(strings: TemplateStringsArray, ...values: unknown[]) {
  return strings.reduce(
    (path, part, i) =>
      path +
      part +
      (i < values.length ? encodeURIComponent(String(values[i])) : ''),
    '',
  );
}

/** Query string: falsy values dropped, arrays as repeated keys (docs/api.md). */
export function serializeParams(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v) search.append(key, String(v));
    }
  }
  return search.toString();
}

const isMissingId = (id: unknown) =>
  id === undefined ||
  id === null ||
  id === '' ||
  (typeof id === 'number' && Number.isNaN(id));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Kept as text so the error can say the answer was not JSON.
    return { __agoraText: text };
  }
}

const isText = (body: unknown): body is { __agoraText: string } =>
  typeof body === 'object' && body !== null && '__agoraText' in body;

function serverErrors(body: unknown): ErrorItem[] | undefined {
  if (typeof body === 'object' && body !== null && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    return Array.isArray(errors) ? (errors as ErrorItem[]) : [];
  }
  return undefined;
}

const baseUrls = new WeakMap<DiscoveryApi, Map<string, Promise<string>>>();

function resolveBaseUrl(extra: AgoraExtra): Promise<string> {
  const pluginId =
    extra.configApi?.getOptionalString('agora.backendPluginId') ??
    DEFAULT_BACKEND_PLUGIN_ID;
  let perApi = baseUrls.get(extra.discoveryApi);
  if (!perApi) {
    perApi = new Map();
    baseUrls.set(extra.discoveryApi, perApi);
  }
  let url = perApi.get(pluginId);
  if (!url) {
    url = extra.discoveryApi.getBaseUrl(pluginId);
    // A failed lookup must not be cached forever.
    url.catch(() => perApi!.delete(pluginId));
    perApi.set(pluginId, url);
  }
  return url;
}

/**
 * Backstage's fetch middlewares (plugin protocol, identity auth) build
 * `new Request(input)` and may then pass the original `input` on; for a
 * Request with a body that original is already used and the call throws.
 * `fetchBaseQuery` hands over such Requests, so they are sent as URL + init.
 */
async function fetchUnpacked(
  fetchApi: FetchApi,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  if (!(input instanceof Request))
    return fetchApi.fetch(input as RequestInfo, init);
  const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
  return fetchApi.fetch(input.url, {
    method: input.method,
    headers: input.headers,
    body: hasBody ? await input.arrayBuffer() : undefined,
    signal: input.signal,
    credentials: input.credentials,
    ...init,
  });
}

/**
 * The base query of every Agora endpoint: discovery for the base URL,
 * Backstage `fetchApi` for the request (it adds the user's bearer token),
 * `fetchBaseQuery` for the mechanics, and one place that turns answers into
 * data or an {@link AgoraApiError} the way docs/api.md says.
 */
export const agoraBaseQuery: BaseQueryFn<
  AgoraRequest,
  unknown,
  AgoraApiError
> = async (request, api, extraOptions) => {
  const fail = (error: AgoraApiError) => ({ error });
  const message = request.errorMessage ?? ERROR_MESSAGES.fetch;

  if (request.ids?.some(isMissingId)) {
    return fail({ kind: 'invalid-id', message: INVALID_ID_MESSAGE });
  }

  const extra = api.extra as AgoraExtra;
  let baseUrl: string;
  try {
    baseUrl = await resolveBaseUrl(extra);
  } catch (e) {
    return fail(networkError(message));
  }

  const fetcher = fetchBaseQuery({
    baseUrl,
    fetchFn: (input, init) => fetchUnpacked(extra.fetchApi, input, init),
    paramsSerializer: serializeParams,
    responseHandler: readBody,
    validateStatus: () => true,
  });
  const result = await fetcher(
    {
      url: request.url,
      method: request.method ?? 'GET',
      params: request.params as Record<string, unknown> | undefined,
      body: request.body,
    },
    api,
    extraOptions ?? {},
  );

  if (result.error) return fail(fromFetchError(result.error, message));

  const response = result.meta?.response;
  const status = response?.status ?? 0;
  const ok = status >= 200 && status < 300;
  const body = result.data;

  const errors = serverErrors(body);
  if (errors && !(request.forbiddenValue !== undefined && status === 403)) {
    if (request.notOkValue !== undefined && !ok) {
      return { data: request.notOkValue };
    }
    if (!request.success || errors.length > 0) {
      return fail({ kind: 'server-errors', message, status, errors });
    }
  }
  if (status === 403 && request.forbiddenValue !== undefined) {
    return { data: request.forbiddenValue };
  }
  if (request.notOkValue !== undefined && !ok) {
    return { data: request.notOkValue };
  }
  if (request.success) {
    return { data: ok };
  }
  if (!ok) {
    return fail({
      kind: 'http',
      message: `${message} (${status}${response?.statusText ? ` ${response.statusText}` : ''})`,
      status,
    });
  }
  if (isText(body)) {
    return fail({
      kind: 'parse',
      message: `${message}: the server did not answer with JSON`,
      status,
    });
  }
  // An answer the UI cannot read is this call's failure, never a crash.
  const parsed = parseResponse(request.response, body);
  if (!parsed.ok) {
    return fail({
      kind: 'parse',
      message: `${message}: the answer does not match the API (${parsed.problem})`,
      status,
    });
  }
  return { data: parsed.data };
};

function fromFetchError(
  error: FetchBaseQueryError,
  message: string,
): AgoraApiError {
  if (error.status === 'PARSING_ERROR') {
    return {
      kind: 'parse',
      message: `${message}: the server did not answer with JSON`,
    };
  }
  return networkError(message);
}

/** No answer at all: the operation's message and {@link NETWORK_REASON}. */
function networkError(message: string): AgoraApiError {
  return { kind: 'network', message: `${message}. ${NETWORK_REASON}` };
}
