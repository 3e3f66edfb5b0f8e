import type { Knex } from 'knex';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import type { PermissionRuleset } from '@backstage/plugin-permission-node';
import { agoraPostReadPermission } from '@agora/contract';
import {
  allPolicyReaders,
  policyReadersAmong,
  type PolicyReader,
} from './policyReaders';
import type { PostRow } from '../domain/rows';
import type {
  AgoraPostFilter,
  AgoraPostResource,
} from '../permissions/postResource';
import { postResourcesOf } from './postResources';
import { policyJudge } from '../permissions/postJudge';

type PostRuleset = PermissionRuleset<
  AgoraPostResource,
  AgoraPostFilter,
  'agora-post'
>;

/** Those of `readers` whose recorded `agora.post.read` decision lets them read `post`. */
async function allowedAmong(
  db: Knex,
  ruleset: PostRuleset,
  readers: PolicyReader[],
  post: PostRow,
): Promise<PolicyReader[]> {
  if (readers.length === 0) return [];
  // The post's tags and entities matter only to a conditional decision.
  const resource = readers.some(
    reader => reader.read.result === AuthorizeResult.CONDITIONAL,
  )
    ? (await postResourcesOf(db, [post])).get(Number(post.id))
    : undefined;
  return readers.filter(reader =>
    policyJudge(
      new Map([[agoraPostReadPermission.name, reader.read]]),
      ruleset,
    ).allows(agoraPostReadPermission, post.author, resource),
  );
}

/**
 * Under a permission policy, the users among `refs` (in person, or as
 * members of its groups) whose latest recorded `agora.post.read` decision
 * lets them read the post. The policy answers only for a caller's own
 * credentials, so someone it has not judged since Agora recorded decisions
 * (`stores/policyReaders.ts`) is left out rather than guessed about.
 */
export async function postReadersAmong(
  db: Knex,
  ruleset: PostRuleset,
  refs: string[],
  post: PostRow,
): Promise<string[]> {
  const readers = await policyReadersAmong(db, refs);
  return (await allowedAmong(db, ruleset, readers, post)).map(
    reader => reader.userRef,
  );
}

/**
 * Whom a mention of `refs` reaches that the policy has never judged, for a
 * notice that names nothing of the post (docs/notifications.md): the users
 * among `refs` without a recorded decision, and its groups, which the
 * notifications backend expands to their members from the catalog, with
 * `exclude` leaving out every recorded user the policy does not let read
 * the post. Recorded readers are told in full by {@link postReadersAmong}.
 */
export async function unjudgedAmong(
  db: Knex,
  ruleset: PostRuleset,
  refs: string[],
  post: PostRow,
): Promise<{ to: string[]; exclude: string[] }> {
  const users = refs.filter(ref => ref.startsWith('user:'));
  const groups = refs.filter(ref => !ref.startsWith('user:'));
  const recorded = new Set(
    (await policyReadersAmong(db, users)).map(reader => reader.userRef),
  );
  const to = [...users.filter(ref => !recorded.has(ref)), ...groups];
  if (groups.length === 0) return { to, exclude: [] };
  // A group's members are known only to the catalog: any recorded user may
  // be one, so each who may not read the post is excluded by name.
  const everyone = await allPolicyReaders(db);
  const allowed = new Set(
    (await allowedAmong(db, ruleset, everyone, post)).map(r => r.userRef),
  );
  return {
    to,
    exclude: everyone
      .map(reader => reader.userRef)
      .filter(ref => !allowed.has(ref)),
  };
}
