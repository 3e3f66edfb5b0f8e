import * as z from 'zod/mini';

/*
 * Wire rules shared by every domain (docs/api.md, "Conventions"). Written
 * with `zod/mini` so the frontend bundles only the checks it uses.
 *
 * Query strings, and some clients' JSON, carry numbers and booleans as text
 * (`"10"`, `"false"`) and `null` or `""` for "not set": the schemas accept
 * those forms. Their TypeScript input types name only the typed form a client
 * should send, so client code keeps `limit?: number`, not `unknown`.
 */

/**
 * Limits shared by client-side forms and server-side validation.
 * @public
 */
export const LIMITS = {
  titleMaxLength: 255,
  tagMaxLength: 50,
  maxTagsPerPost: 5,
  defaultPageSize: 10,
  maxPageSize: 100,
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** Values of one list parameter (`tags`, `images`, …). */
  maxListValues: 100,
  /** Post, answer and collection searches. */
  searchQueryMaxLength: 500,
  /** Name searches of the tags, entities and users lists. */
  nameSearchMaxLength: 255,
  /** User and entity refs. */
  refMaxLength: 255,
  urlMaxLength: 2048,
  answerMaxLength: 50_000,
  commentMaxLength: 10_000,
  /**
   * Question and article content (a link's description), and the question
   * content that AI drafts, templates and tag suggestions carry, so a valid
   * post's text always fits them.
   */
  contentMaxLength: 100_000,
} as const;

/**
 * Ids are PostgreSQL `integer`s: larger numbers would reach the database and
 * fail there (a 500) instead of answering 400.
 * @public
 */
export const MAX_ID = 2_147_483_647;

/**
 * Days the databases can compare and shift without overflow: year 0 or
 * 9999 plus a day's end would leave the range of a JavaScript or SQL date.
 * @public
 */
export const DAY_RANGE = { from: '1970-01-01', to: '9998-12-31' } as const;

/** Page sizes a post list offers; the first is {@link LIMITS}.defaultPageSize. @public */
export const POST_LIST_PAGE_SIZES = [10, 25, 50] as const;

/** @public */
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** @public */
export const FILTER_RELATIONS = ['and', 'or'] as const;

/** @public */
export const POST_STATUSES = ['active', 'deleted'] as const;

/** Visibility of a post or answer. */
export const postStatusSchema = z.enum(POST_STATUSES);
/** A user's vote on a post or answer. */
export const voteValueSchema = z.literal([1, -1]);
/** Visibility of a post or answer: deleted ones are seen by moderators only. @public */
export type PostStatus = z.infer<typeof postStatusSchema>;
/** A user's vote on a post or answer. @public */
export type VoteValue = z.infer<typeof voteValueSchema>;

/**
 * `true` on a post, answer or comment hidden by its flags (docs/api.md,
 * "Flags"), sent only to its author and moderators, the only ones who still
 * get it; absent otherwise.
 */
export const flagHiddenField = z.optional(z.boolean());

/** Direction of a sort. */
/**
 * The fields every authored record shares (posts and answers): who wrote
 * it, when, and whether the caller is its author.
 */
export const authoredFields = {
  id: z.number(),
  content: z.string(),
  author: z.string(),
  anonymous: z.optional(z.boolean()),
  own: z.optional(z.boolean()),
  created: z.string(),
  updated: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  score: z.number(),
  ownVote: z.optional(voteValueSchema),
  images: z.array(z.number()),
  canEdit: z.optional(z.boolean()),
  canDelete: z.optional(z.boolean()),
  flagHidden: flagHiddenField,
};

export const sortOrderSchema = z.enum(SORT_ORDERS);
/** How several tags or entities in a filter combine. */
export const filterRelationSchema = z.enum(FILTER_RELATIONS);

/** Direction of a sort. @public */
export type SortOrder = z.infer<typeof sortOrderSchema>;
/** How several tags or entities in a filter combine. @public */
export type FilterRelation = z.infer<typeof filterRelationSchema>;

/**
 * `schema` with the TypeScript input type `Input`: the schema also takes the
 * wire's lenient forms, which clients should not send on purpose.
 */
const typedInput = <Input, S extends z.ZodMiniType>(schema: S) =>
  schema as unknown as z.ZodMiniType<z.output<S>, Input>;

/** Runs `fn` on the raw value before `schema` (zod's `preprocess`). */
const before = <S extends z.ZodMiniType>(
  fn: (value: unknown) => unknown,
  schema: S,
) =>
  z.pipe(
    z.transform(fn),
    schema as unknown as z.ZodMiniType<z.output<S>, unknown>,
  );

/** An optional field; `null` and `""` count as absent. */
export const opt = <S extends z.ZodMiniType>(schema: S) =>
  before(
    v => (v === null || v === '' ? undefined : v),
    z.optional(schema),
  ) as unknown as z.ZodMiniOptional<S>;

/** An optional list, empty when absent. */
export const orEmpty = <S extends z.ZodMiniType<unknown[]>>(list: S) =>
  z.pipe(
    opt(list),
    z.transform(v => v ?? []),
  );

/** `"false"`, `"0"`, `"no"` and `""` are false; `"true"`, `"1"`, `"yes"` true. */
export const zBool = typedInput<boolean, z.ZodMiniType<boolean>>(
  before(v => {
    if (typeof v === 'string') {
      if (['true', '1', 'yes'].includes(v.toLowerCase())) return true;
      if (['false', '0', 'no', ''].includes(v.toLowerCase())) return false;
    }
    return v;
  }, z.boolean()),
);

const INVALID_ID = 'Invalid id provided';
/** The only text form of an id: no sign, base prefix, leading zero or space. */
const CANONICAL_ID = /^[1-9][0-9]*$/;
/**
 * An id: an integer from 1 to {@link MAX_ID}, as a number or its canonical
 * decimal text. `Number()` would also read `0x10`, `+16`, `016` or ` 16 `,
 * so one resource would have many names.
 */
export const zId = typedInput<number, z.ZodMiniType<number>>(
  before(
    v => {
      if (typeof v !== 'string') return v;
      return CANONICAL_ID.test(v) ? Number(v) : NaN;
    },
    z
      .number({ error: INVALID_ID })
      .check(
        z.int(INVALID_ID),
        z.gte(1, INVALID_ID),
        z.lte(MAX_ID, INVALID_ID),
      ),
  ),
);

/**
 * A single value or a list, always returned as a list. Bounded: every value
 * becomes a bound parameter or a subquery, and databases cap both (SQLite's
 * expression depth, PostgreSQL's 65535 parameters) with a 500.
 */
export const zList = <S extends z.ZodMiniType>(
  item: S,
  max: number = LIMITS.maxListValues,
) =>
  typedInput<z.input<S>[], z.ZodMiniType<z.output<S>[]>>(
    before(
      v => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(item).check(z.maxLength(max, `At most ${max} values`)),
    ),
  );

/** A page size from 1 to `max`, `dflt` when absent. */
export const zLimit = (
  max: number = LIMITS.maxPageSize,
  dflt: number = LIMITS.defaultPageSize,
) =>
  z._default(
    z.coerce.number<number>().check(z.int(), z.gte(1), z.lte(max)),
    dflt,
  );

/** Bounded like ids: no list is longer, and databases refuse huge offsets. */
export const zOffset = z._default(
  z.coerce.number<number>().check(z.int(), z.gte(0), z.lte(MAX_ID)),
  0,
);

/** `2024-02-30` rolls over to March and `2024-13-01` is no date at all. */
function isCalendarDay(day: string) {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A `YYYY-MM-DD` that is a real calendar day within {@link DAY_RANGE}. */
export const zDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'),
  z.refine(isCalendarDay, 'Not a calendar date'),
  z.refine(
    day => day >= DAY_RANGE.from && day <= DAY_RANGE.to,
    `Dates lie between ${DAY_RANGE.from} and ${DAY_RANGE.to}`,
  ),
);

/**
 * At most `max` characters, refused with a message naming the limit. Every
 * limit needs its own message: a schema's `error` (e.g. `Answer is
 * required`) would otherwise answer for it too.
 */
export const maxChars = (what: string, max: number) =>
  z.maxLength(max, `${what} must be at most ${max} characters`);

/** The message of a title over the limit. */
export const TITLE_TOO_LONG = `Titles have at most ${LIMITS.titleMaxLength} characters`;
/** A required, trimmed title of at most {@link LIMITS}.titleMaxLength characters. */
export const zTitle = () =>
  z
    .string({ error: 'Title is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(LIMITS.titleMaxLength, TITLE_TOO_LONG),
    );

/** How long a deletion's reason may be (posts, answers, comments, collections). @public */
export const DELETE_REASON_MAX_LENGTH = 2000;

/** An optional deletion reason of at most `max` characters. */
export const deleteReason = (max: number) =>
  z.object({ reason: opt(z.string().check(z.maxLength(max))) });

/*
 * Parts of a ref hold no space, `:` or `/`, and no control character: NUL
 * and friends are no part of a name, and PostgreSQL text cannot hold NUL.
 */
/** `kind:namespace/name` or `kind:name`, as clients may send them. */
export const ENTITY_REF_PATTERN =
  /^[^\s:/\p{Cc}]+:([^\s:/\p{Cc}]+\/)?[^\s:/\p{Cc}]+$/u;
/** `user:namespace/name` or `user:name`. */
export const USER_REF_PATTERN = /^user:([^\s:/\p{Cc}]+\/)?[^\s:/\p{Cc}]+$/iu;

/** The namespace of a ref that names none, as in Backstage. */
export const DEFAULT_NAMESPACE = 'default';

/** `kind:name`: a ref without its namespace. */
const REF_WITHOUT_NAMESPACE = /^([^\s:/\p{Cc}]+):([^\s:/\p{Cc}]+)$/u;

/**
 * The one form of a user or entity ref that Agora stores and compares
 * (docs/api.md, "Refs"): lower-cased, since refs are case-insensitive,
 * and with the namespace filled in, since `user:jane` is
 * `user:default/jane` (`parseEntityRef` of `@backstage/catalog-model` reads
 * it so). Text that is no ref
 * is only lower-cased: as a filter it matches nothing either way.
 */
export function canonicalRef(ref: string): string {
  const lower = ref.toLocaleLowerCase('en-US');
  const short = REF_WITHOUT_NAMESPACE.exec(lower);
  return short ? `${short[1]}:${DEFAULT_NAMESPACE}/${short[2]}` : lower;
}

/*
 * Ref schemas answer the canonical form, so every route compares and stores
 * that. The length is checked on it: that is what a column holds.
 */

/** A trimmed entity ref (`component:default/name` or `component:name`). */
export const zEntityRef = (message?: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(ENTITY_REF_PATTERN, message),
      z.overwrite(canonicalRef),
      z.maxLength(LIMITS.refMaxLength),
    );

/** A trimmed user ref (`user:default/jane` or `user:jane`). */
export const zUserRef = z
  .string()
  .check(
    z.trim(),
    z.regex(USER_REF_PATTERN, 'Expected a user ref like user:default/jane'),
    z.overwrite(canonicalRef),
    z.maxLength(LIMITS.refMaxLength),
  );

/**
 * A filter on a ref (`author`, `owner`): any text, compared in its canonical
 * form, so `user:jane` finds what `user:default/jane` does.
 */
export const zRefFilter = z
  .string()
  .check(z.overwrite(canonicalRef), z.maxLength(LIMITS.refMaxLength));

/**
 * The shared query of the tags, entities and users lists: paging, one of the
 * list's sort keys (`orderBys`, `dflt` when absent) and a name search.
 */
export const listQuery = <K extends string>(
  orderBys: readonly [K, ...K[]],
  dflt: NoInfer<K>,
) =>
  z.object({
    limit: zLimit(),
    offset: zOffset,
    orderBy: z.pipe(
      opt(z.enum(orderBys)),
      z.transform((v): K => v ?? dflt),
    ),
    order: z.pipe(
      opt(sortOrderSchema),
      z.transform((v): SortOrder => v ?? 'desc'),
    ),
    searchQuery: opt(
      z.string().check(z.trim(), z.maxLength(LIMITS.nameSearchMaxLength)),
    ),
  });

/** Shared query of the tags, entities, users and collections lists. @public */
export type ListQuery<K extends string = string> = z.input<
  ReturnType<typeof listQuery<K>>
>;

/** A validation or domain error as the server reports it. */
export const errorItemSchema = z.strictObject({
  message: z.string(),
  path: z.optional(z.string()),
});
/** Every error body of the API. */
export const errorBodySchema = z.strictObject({
  errors: z.array(errorItemSchema),
  type: z.optional(z.enum(['body', 'query'])),
});

/** A validation or domain error as the server reports it. @public */
export type ErrorItem = z.infer<typeof errorItemSchema>;
/** @public */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A list envelope: `{ [key]: item[], total }`. */
export const totalEnvelope = <K extends string, S extends z.ZodMiniType>(
  key: K,
  item: S,
) =>
  z.strictObject({ [key]: z.array(item), total: z.number() } as {
    [P in K]: z.ZodMiniArray<S>;
  } & { total: z.ZodMiniNumber<number> });

/** A followed list envelope: `{ [key]: item[], count }`. */
export const countEnvelope = <K extends string, S extends z.ZodMiniType>(
  key: K,
  item: S,
) =>
  z.strictObject({ [key]: z.array(item), count: z.number() } as {
    [P in K]: z.ZodMiniArray<S>;
  } & { count: z.ZodMiniNumber<number> });
