import { z } from 'zod';
import type { Request } from 'express';
import { ValidationError, notFound } from './errors';
import type { ErrorBody } from '@agora/contract';

/**
 * Parses one part of a request with a zod schema, turning failures into the
 * contract's 400 body. Schemas coerce string numbers and booleans because
 * query strings (and some clients' JSON) carry everything as text.
 */
export function parse<S extends z.ZodTypeAny>(
  schema: S,
  value: unknown,
  type: NonNullable<ErrorBody['type']>,
): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.map(issue => ({
        message: issue.message,
        path: issue.path.join('.'),
      })),
      type,
    );
  }
  return result.data;
}

export const parseBody = <S extends z.ZodTypeAny>(schema: S, req: Request) =>
  parse(schema, req.body, 'body');
export const parseQuery = <S extends z.ZodTypeAny>(schema: S, req: Request) =>
  parse(schema, normaliseQuery(req.query as Record<string, unknown>), 'query');

/**
 * Path parameters name a resource: a malformed one cannot name an existing
 * one, so it answers like an unknown id, 404 with the message its schema
 * carries (see `inPath`), never a 400.
 */
export function parseParams<S extends z.ZodTypeAny>(
  schema: S,
  req: Request,
): z.infer<S> {
  const result = schema.safeParse(req.params ?? {});
  if (!result.success) {
    throw notFound(result.error.issues[0]?.message ?? 'Not found');
  }
  return result.data;
}

/** A path parameter whose every failure reads `message` (e.g. `Post not found`). */
export const inPath = <T extends z.ZodTypeAny>(schema: T, message: string) =>
  z.unknown().transform((value, ctx): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return result.data;
  });

/** Folds `tags[0]=a&tags[1]=b` index form into `tags: ['a','b']`. */
export function normaliseQuery(query: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    const indexed = /^(.+)\[\d*\]$/.exec(key);
    if (indexed) {
      const name = indexed[1];
      const list = Array.isArray(out[name]) ? (out[name] as unknown[]) : [];
      out[name] = list.concat(value as never);
    } else if (Array.isArray(out[key])) {
      out[key] = (out[key] as unknown[]).concat(value as never);
    } else {
      out[key] = value;
    }
  }
  return out;
}

// ------------------------------------------------------------ shared schemas

/** `"false"`, `"0"` and `""` are false; `"true"`, `"1"` true. */
export const zBool = z.preprocess(v => {
  if (typeof v === 'string') {
    if (['true', '1', 'yes'].includes(v.toLowerCase())) return true;
    if (['false', '0', 'no', ''].includes(v.toLowerCase())) return false;
  }
  return v;
}, z.boolean());

/**
 * Ids are PostgreSQL `integer`s: larger numbers would reach the database and
 * fail there (a 500) instead of answering 400 here.
 */
export const MAX_ID = 2_147_483_647;

export const zId = z.coerce
  .number({ error: 'Invalid id provided' })
  .int('Invalid id provided')
  .min(1, 'Invalid id provided')
  .max(MAX_ID, 'Invalid id provided');

/** A path id, 404 with `<kind> not found` when malformed (see `parseParams`). */
export const zPathId = (kind: string) => inPath(zId, `${kind} not found`);

/**
 * A single value or a list, always returned as a list. Bounded: every value
 * becomes a bound parameter or a subquery, and databases cap both (SQLite's
 * expression depth, PostgreSQL's 65535 parameters) with a 500.
 */
export const zList = <T extends z.ZodTypeAny>(item: T, max = 100) =>
  z.preprocess(
    v => {
      if (v === undefined || Array.isArray(v)) return v;
      return [v];
    },
    z.array(item).max(max, `At most ${max} values`),
  );

export const zLimit = (max = 100, dflt = 10) =>
  z.coerce.number().int().min(1).max(max).default(dflt);
/** Bounded like ids: no list is longer, and databases refuse huge offsets. */
export const zOffset = z.coerce.number().int().min(0).max(MAX_ID).default(0);
export const zOrder = z.enum(['asc', 'desc']).default('desc');

/**
 * Days the databases can compare and shift without overflow: year 0 or
 * 9999 plus a day's end would leave the range of a JavaScript or SQL date.
 */
export const DAY_RANGE = { from: '1970-01-01', to: '9998-12-31' } as const;

/** `2024-02-30` rolls over to March and `2024-13-01` is no date at all. */
function isCalendarDay(day: string) {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A `YYYY-MM-DD` that is a real calendar day within `DAY_RANGE`. */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a calendar date')
  .refine(
    day => day >= DAY_RANGE.from && day <= DAY_RANGE.to,
    `Dates lie between ${DAY_RANGE.from} and ${DAY_RANGE.to}`,
  );
