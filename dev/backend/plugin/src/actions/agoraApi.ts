import type {
  AuthService,
  BackstageCredentials,
  DiscoveryService,
} from '@backstage/backend-plugin-api';
import {
  AuthenticationError,
  ConflictError,
  InputError,
  NotAllowedError,
  NotFoundError,
  ServiceUnavailableError,
} from '@backstage/errors';
import type { ErrorBody } from '@agora/contract';

/** One call of Agora's HTTP API, made as the user an action runs for. */
export type AgoraApi = <T>(
  credentials: BackstageCredentials,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
) => Promise<T>;

const errorByStatus: Record<number, new (message: string) => Error> = {
  400: InputError,
  401: AuthenticationError,
  403: NotAllowedError,
  404: NotFoundError,
  409: ConflictError,
  503: ServiceUnavailableError,
};

/**
 * Agora's own HTTP API, called with an on-behalf-of token of the acting
 * user, as the search collator does for its service (search/collator.ts).
 * Going through the routes rather than the stores means an action is held
 * to exactly what the API enforces for that user: validation, the
 * permission policy, anonymity, and the notifications and events a write
 * sends. Errors come back as the Backstage error of the API's status with
 * the API's own message, so an agent reads what a person would.
 */
export function createAgoraApi(options: {
  auth: AuthService;
  discovery: DiscoveryService;
}): AgoraApi {
  const { auth, discovery } = options;
  return async (credentials, method, path, body) => {
    const [{ token }, baseUrl] = await Promise.all([
      auth.getPluginRequestToken({
        onBehalfOf: credentials,
        targetPluginId: 'agora',
      }),
      discovery.getBaseUrl('agora'),
    ]);
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw await apiError(response);
    return (
      response.status === 204 ? undefined : await response.json()
    ) as never;
  };
}

async function apiError(response: Response): Promise<Error> {
  let message = `Agora answered ${response.status}`;
  try {
    const body = (await response.json()) as ErrorBody;
    // The messages name their field ("Content is required"); the paths
    // are for forms, and would name the API's fields, not the action's.
    message = body.errors.map(e => e.message).join('; ');
  } catch {
    // Not the contract's error body: keep the status line.
  }
  const ErrorClass = errorByStatus[response.status] ?? Error;
  return new ErrorClass(message);
}
