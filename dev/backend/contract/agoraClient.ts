import { ConfigReader } from '@backstage/config';
import type { AlertMessage } from '@backstage/core-plugin-api';
import { makeAgoraStore } from '../../../src/state/store';
import type { AgoraExtra } from '../../../src/api/baseQuery';
import { DEV_IDENTITY_HEADER } from '../plugin/src/service/identity';
import type { AgoraTestBackend } from '../plugin/src/testing/startAgoraTestBackend';

// Importing each domain's api file injects its endpoints into agoraApi.
import '../../../src/features/posts/postsApi';
import '../../../src/features/posts/postVotesApi';
import '../../../src/features/answers/answersApi';
import '../../../src/features/comments/commentsApi';
import '../../../src/features/follows/followsApi';
import '../../../src/features/collections/collectionsApi';
import '../../../src/features/tags/tagsApi';
import '../../../src/features/templates/templatesApi';
import '../../../src/features/statistics/statisticsApi';

/**
 * One person's Agora frontend against the real backend: the app's own store
 * (`makeAgoraStore`) with Backstage APIs pointed at the in-process server.
 * The fetch API adds the dev identity header, as Backstage's fetch API adds
 * the person's token, so each client acts as its own demo user.
 */
export function agoraClient(backend: AgoraTestBackend, userRef: string) {
  const alerts: AlertMessage[] = [];
  /** Every URL this client requested, to prove calls that must not be sent. */
  const requests: string[] = [];
  const extra: AgoraExtra = {
    discoveryApi: { getBaseUrl: async () => backend.apiUrl },
    fetchApi: {
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set(DEV_IDENTITY_HEADER, userRef);
        requests.push(`${request.method} ${request.url}`);
        return fetch(request);
      },
    },
    alertApi: {
      post: alert => {
        alerts.push(alert);
      },
      alert$: () => {
        throw new Error('alert$ is not used by the store');
      },
    },
    configApi: new ConfigReader({ agora: { backendPluginId: 'agora' } }),
  };
  // No storage: preferences would otherwise go to a browser localStorage.
  const store = makeAgoraStore({ extra, storage: null });
  return { userRef, store, dispatch: store.dispatch, alerts, requests };
}

export type AgoraClient = ReturnType<typeof agoraClient>;

/**
 * The rejection of an unwrapped endpoint call. RTK Query rejects with the
 * endpoint's error value (an AgoraApiError), so tests assert on it directly.
 */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/**
 * Waits until `check` stops throwing: cache refetches triggered by tag
 * invalidation happen after the mutation resolves, over real HTTP.
 */
export async function eventually<T>(
  check: () => T,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise(resolve => setTimeout(resolve, 20));
    }
  }
}
