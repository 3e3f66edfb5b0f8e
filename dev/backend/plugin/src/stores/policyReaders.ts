import type { Knex } from 'knex';
import type { PolicyDecision } from '@backstage/plugin-permission-common';
import { nowIso } from './dbValues';

/** A user as the permission policy last judged their reading (migrations/001_initial.ts). */
export interface PolicyReader {
  userRef: string;
  /** Their latest `agora.post.read` decision. */
  read: PolicyDecision;
  /** Their ownership refs: themselves and their groups. */
  ownership: string[];
}

/**
 * Keeps each user's latest read decision and groups. Writes only when they
 * changed since this process last wrote them, so a request costs no write
 * while the policy and the user's groups stay the same.
 */
export function createReaderRecorder(db: Knex) {
  const written = new Map<string, string>();
  return async (userRef: string, read: PolicyDecision, ownership: string[]) => {
    const row = {
      user_ref: userRef,
      read_decision: JSON.stringify(read),
      ownership: JSON.stringify([...new Set(ownership)].sort()),
    };
    const key = `${row.read_decision}\n${row.ownership}`;
    if (written.get(userRef) === key) return;
    await db('policy_readers')
      .insert({ ...row, updated_at: nowIso() })
      .onConflict('user_ref')
      .merge(['read_decision', 'ownership', 'updated_at']);
    written.set(userRef, key);
  };
}

const readerOf = (row: Record<string, string>): PolicyReader => ({
  userRef: row.user_ref,
  read: JSON.parse(row.read_decision) as PolicyDecision,
  ownership: JSON.parse(row.ownership) as string[],
});

/** Every recorded user: whom a group's expansion by the catalog may reach. */
export async function allPolicyReaders(db: Knex): Promise<PolicyReader[]> {
  const rows: Array<Record<string, string>> = await db('policy_readers')
    .select('user_ref', 'read_decision', 'ownership')
    .orderBy('user_ref');
  return rows.map(readerOf);
}

/** The recorded users among `refs`, and the recorded members of its groups. */
export async function policyReadersAmong(
  db: Knex,
  refs: string[],
): Promise<PolicyReader[]> {
  const users = refs.filter(ref => ref.startsWith('user:'));
  const groups = new Set(refs.filter(ref => !ref.startsWith('user:')));
  if (users.length === 0 && groups.size === 0) return [];
  const rows: Array<Record<string, string>> = await db('policy_readers')
    .where(q => {
      q.whereIn('user_ref', users);
      // A coarse match (`_` is a wildcard): rows are checked exactly below.
      for (const group of groups)
        q.orWhere('ownership', 'like', `%${JSON.stringify(group)}%`);
    })
    .orderBy('user_ref');
  return rows
    .map(readerOf)
    .filter(
      reader =>
        users.includes(reader.userRef) ||
        reader.ownership.some(ref => groups.has(ref)),
    );
}
