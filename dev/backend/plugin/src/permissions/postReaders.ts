import type { Knex } from 'knex';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import type { PermissionRuleset } from '@backstage/plugin-permission-node';
import { agoraPostReadPermission } from '@agora/contract';
import { policyReadersAmong } from '../stores/policyReaders';
import type { PostRow } from '../stores/posts';
import type { AgoraPostFilter, AgoraPostResource } from './postResource';
import { postResourcesOf } from './postResourceLoader';
import { policyJudge } from './postJudge';

type PostRuleset = PermissionRuleset<
  AgoraPostResource,
  AgoraPostFilter,
  'agora-post'
>;

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
  if (readers.length === 0) return [];
  // The post's tags and entities matter only to a conditional decision.
  const resource = readers.some(
    reader => reader.read.result === AuthorizeResult.CONDITIONAL,
  )
    ? (await postResourcesOf(db, [post])).get(Number(post.id))
    : undefined;
  return readers
    .filter(reader =>
      policyJudge(
        new Map([[agoraPostReadPermission.name, reader.read]]),
        ruleset,
      ).allows(agoraPostReadPermission, post.author, resource),
    )
    .map(reader => reader.userRef);
}
