import { actAsSignIn } from '../backend/actAsSignIn';
import type { Replica } from './replicas';

/**
 * Signs users in on a replica through the dev backend's "Act as" provider
 * (dev/backend/devActAsProvider.ts), once per replica and user: real
 * tokens, so the dev permission policy judges the acting user and their
 * groups. The storm's crowd is in the catalog through its own location
 * (replicas.ts).
 */
export function createTokens(timeoutMs: number) {
  const tokens = new Map<string, Promise<string>>();
  return function tokenFor(replica: Replica, user: string): Promise<string> {
    const key = `${replica.name} ${user}`;
    let token = tokens.get(key);
    if (!token) {
      token = actAsSignIn(replica.origin, user, timeoutMs).then(s => s.token);
      // A failed sign-in is tried again by the next call.
      token.catch(() => tokens.delete(key));
      tokens.set(key, token);
    }
    return token;
  };
}
