import type { Knex } from 'knex';
import { NotFoundError } from '@backstage/errors';
import type {
  Revision,
  RevisionSummary,
  RevisionsResponse,
} from '@agora/contract';
import type { Caller } from '../domain/caller';
import { idsOf, isoOf, nowIso, numOf, visibleAuthor } from './dbValues';
import { linksOfPosts } from './postLinks';
import type { PostRow, AnswerRow, DbTime, RevisionRow } from '../domain/rows';

/**
 * Revision history of posts and answers (docs/api.md, "Revisions"). Every
 * edit stores the version it leaves, in the edit's transaction and under
 * the post's row lock (stores/transactions.ts), so numbers are consecutive
 * even when edits race. Items from before history began have no rows: their
 * first edit stores the state it replaces as revision 1 first, and until
 * then their current state reads as revision 1.
 */

/** Whose history: a post's own (`answerId` 0) or one of its answers. */
export interface RevisionItem {
  postId: number;
  answerId: number;
}

/** What the edit that writes a revision tells of itself. */
export interface RevisionNote {
  summary?: string;
  /** The revision a restore brought back. */
  restoredFrom?: number;
  /** Keep only this many newest revisions (`agora.revisions.keep`). */
  keep?: number;
}

/** The fields an edit can change, as stored in a revision row. */
export type Snapshot = Pick<
  Revision,
  'title' | 'content' | 'tags' | 'entities' | 'headerImage' | 'url'
> & { images: number[] };

/** A stored revision with the images a restore brings back. */
export type StoredRevision = Revision & { images: number[] };

const keyOf = (item: RevisionItem) => ({
  post_id: item.postId,
  answer_id: item.answerId,
});

const jsonList = (value: unknown): string[] => {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** A post as it stands in `trx` (its row, tags and entities). */
export async function postSnapshot(db: Knex, row: PostRow): Promise<Snapshot> {
  const id = Number(row.id);
  const links = await linksOfPosts(db, [id]);
  return {
    title: row.title,
    content: row.content,
    tags: links.tags.get(id) ?? [],
    entities: links.entities.get(id) ?? [],
    headerImage: row.header_image ?? undefined,
    url: row.url ?? undefined,
    images: idsOf(row.images),
  };
}

/** An answer as its row holds it; answers have no title, tags or links. */
export const answerSnapshot = (row: AnswerRow): Snapshot => ({
  content: row.content,
  tags: [],
  entities: [],
  images: idsOf(row.images),
});

/** A list as revisions keep it, whichever way it was read: each once, in order. */
const setOf = (values: string[]) => JSON.stringify([...new Set(values)].sort());

const rowOf = (snapshot: Snapshot) => ({
  title: snapshot.title ?? null,
  content: snapshot.content,
  tags: setOf(snapshot.tags),
  entities: setOf(snapshot.entities),
  header_image: snapshot.headerImage ?? null,
  url: snapshot.url ?? null,
  images: JSON.stringify(snapshot.images),
});

/**
 * Call under the post's row lock, before the edit changes anything: the
 * number the edit's revision takes. An item without history first gets its
 * current state (`before`) as revision 1, by its author at its creation.
 */
export async function nextRevision(
  trx: Knex.Transaction,
  item: RevisionItem,
  current: PostRow | AnswerRow,
  before: () => Promise<Snapshot> | Snapshot,
): Promise<number> {
  const last = await trx('revisions')
    .where(keyOf(item))
    .max({ last: 'revision' })
    .first();
  if (last?.last !== null && last?.last !== undefined)
    return numOf(last.last) + 1;
  await trx('revisions').insert({
    ...keyOf(item),
    revision: 1,
    author: String(current.author),
    created: isoOf(current.created),
    ...rowOf(await before()),
  });
  return 2;
}

/** Stores the edit's result as revision `revision`, then applies retention. */
export async function addRevision(
  trx: Knex.Transaction,
  item: RevisionItem,
  revision: number,
  after: Snapshot,
  caller: Caller,
  note: RevisionNote,
) {
  await trx('revisions').insert({
    ...keyOf(item),
    revision,
    author: caller.userRef,
    created: nowIso(),
    summary: note.summary || null,
    restored_from: note.restoredFrom ?? null,
    ...rowOf(after),
  });
  // Numbers are never reused: the newest `keep` are the last `keep` numbers.
  if (note.keep)
    await trx('revisions')
      .where(keyOf(item))
      .where('revision', '<=', revision - note.keep)
      .delete();
}

/** The item whose history is read, for revision 1 and the author's mask. */
interface Owner {
  author: string;
  anonymous: unknown;
  created: DbTime;
  snapshot: () => Promise<Snapshot> | Snapshot;
}

/** A stored revision, or an item's current state as its first. */
type RevisionView = Omit<
  RevisionRow,
  'post_id' | 'answer_id' | 'summary' | 'restored_from'
> &
  Partial<Pick<RevisionRow, 'summary' | 'restored_from'>>;

function revisionOf(
  row: RevisionView,
  owner: Owner,
  caller: Caller,
): StoredRevision {
  // Only the item's own author is masked; a moderator's edit is named.
  const author =
    row.author === owner.author
      ? visibleAuthor(caller, row.author, owner.anonymous)
      : row.author;
  return {
    revision: numOf(row.revision),
    author,
    created: isoOf(row.created),
    ...(row.summary ? { summary: row.summary } : {}),
    ...(row.restored_from === null || row.restored_from === undefined
      ? {}
      : { restoredFrom: numOf(row.restored_from) }),
    ...(row.title === null || row.title === undefined
      ? {}
      : { title: row.title }),
    content: row.content,
    tags: jsonList(row.tags),
    entities: jsonList(row.entities),
    ...(row.header_image ? { headerImage: row.header_image } : {}),
    ...(row.url ? { url: row.url } : {}),
    images: idsOf(row.images),
  };
}

/** Revision 1 of an item without history: its current state. */
async function baseline(owner: Owner, caller: Caller) {
  return revisionOf(
    {
      revision: 1,
      author: owner.author,
      created: owner.created,
      ...rowOf(await owner.snapshot()),
    },
    owner,
    caller,
  );
}

/** A revision's line in a history. */
const summaryOf = (r: Revision): RevisionSummary => ({
  revision: r.revision,
  author: r.author,
  created: r.created,
  ...(r.summary === undefined ? {} : { summary: r.summary }),
  ...(r.restoredFrom === undefined ? {} : { restoredFrom: r.restoredFrom }),
});

/** The item's history, newest first (the caller may read the item). */
export async function listRevisions(
  db: Knex,
  item: RevisionItem,
  owner: Owner,
  caller: Caller,
): Promise<RevisionsResponse> {
  const rows = await db('revisions')
    .where(keyOf(item))
    .orderBy('revision', 'desc')
    .select('revision', 'author', 'created', 'summary', 'restored_from');
  const revisions =
    rows.length > 0
      ? rows.map(row => summaryOf(revisionOf(row, owner, caller)))
      : [summaryOf(await baseline(owner, caller))];
  return { revisions, total: revisions.length };
}

/** A revision as the contract sends it: the images stay for restores. */
export const publicRevision = ({
  images: _images,
  ...revision
}: StoredRevision): Revision => revision;

/** One revision in full; 404 `Revision not found` for an unknown number. */
export async function readRevision(
  db: Knex,
  item: RevisionItem,
  revision: number,
  owner: Owner,
  caller: Caller,
): Promise<StoredRevision> {
  const row = await db('revisions')
    .where({ ...keyOf(item), revision })
    .first();
  if (row) return revisionOf(row, owner, caller);
  if (revision === 1) {
    const any = await db('revisions').where(keyOf(item)).first('revision');
    if (!any) return baseline(owner, caller);
  }
  throw new NotFoundError('Revision not found');
}

/** The owner of a post's own history. */
export const postOwner = (db: Knex, row: PostRow): Owner => ({
  author: row.author,
  anonymous: row.anonymous,
  created: row.created,
  snapshot: () => postSnapshot(db, row),
});

/** The owner of an answer's history. */
export const answerOwner = (row: AnswerRow): Owner => ({
  author: row.author,
  anonymous: row.anonymous,
  created: row.created,
  snapshot: () => answerSnapshot(row),
});
