/**
 * Rows of Agora's tables as knex returns them (`migrations/`,
 * `migrations/schema.*.json`), one type per table, for the stores, the
 * permission rules' view of a post (`stores/postResources.ts`), the notifier
 * and the events. The two databases differ in a few column types, which the
 * helpers of `stores/dbValues.ts` read alike.
 */

import type { PostStatus, PostType } from '@agora/contract';

/** A timestamp: an ISO string on SQLite, a Date on PostgreSQL. */
export type DbTime = string | Date;
/** A boolean: 0 or 1 on SQLite, a boolean on PostgreSQL. */
export type DbBool = boolean | number;

/** A row of `posts`. */
export type PostRow = {
  id: number;
  type: PostType;
  title: string;
  content: string;
  author: string;
  anonymous: DbBool;
  created: DbTime;
  updated: DbTime | null;
  updated_by: string | null;
  status: PostStatus;
  delete_reason: string | null;
  header_image: string | null;
  url: string | null;
  /** A JSON list of attachment ids. */
  images: string;
  score: number;
  views: number;
  clicks: number;
  answers_count: number;
  comments_count: number;
  correct_answer: DbBool;
  deleted_by: string | null;
  deleted_at: DbTime | null;
  last_activity: DbTime | null;
};

/** A row of `answers`. */
export type AnswerRow = {
  id: number;
  post_id: number;
  content: string;
  author: string;
  anonymous: DbBool;
  created: DbTime;
  updated: DbTime | null;
  updated_by: string | null;
  status: PostStatus;
  delete_reason: string | null;
  correct: DbBool;
  score: number;
  images: string;
};

/** A row of `comments`: on the post when `answer_id` is null. */
export type CommentRow = {
  id: number;
  post_id: number;
  answer_id: number | null;
  content: string;
  author: string;
  created: DbTime;
  updated: DbTime | null;
  status: PostStatus;
  delete_reason: string | null;
};

/** A row of `collections`. */
export type CollectionRow = {
  id: number;
  title: string;
  description: string | null;
  owner: string;
  created: DbTime;
  updated: DbTime | null;
  header_image: string | null;
  images: string;
};

/** A row of `flags`. */
export type FlagRow = {
  id: number;
  target_kind: string;
  target_id: number;
  post_id: number;
  reporter: string;
  reason: string;
  text: string | null;
  created: DbTime;
  resolved_at: DbTime | null;
  resolved_by: string | null;
  resolution: string | null;
};

/** A row of `revisions`: of the post when `answer_id` is 0. */
export type RevisionRow = {
  post_id: number;
  answer_id: number;
  revision: number;
  author: string;
  created: DbTime;
  summary: string | null;
  restored_from: number | null;
  title: string | null;
  content: string;
  /** JSON lists. */
  tags: string;
  entities: string;
  header_image: string | null;
  url: string | null;
  images: string;
};
