import { z } from 'zod';
import type { Request } from 'express';
import { ValidationError } from './errors';
import type { ErrorBody } from '../../../../src/api/types';

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
export const parseParams = <S extends z.ZodTypeAny>(schema: S, req: Request) =>
  parse(schema, req.params, 'params');

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

export const zInt = z.coerce.number().int();
export const zId = z.coerce
  .number({ error: 'Invalid id provided' })
  .int('Invalid id provided')
  .positive('Invalid id provided');

/** A single value or a list, always returned as a list. */
export const zList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(v => {
    if (v === undefined || Array.isArray(v)) return v;
    return [v];
  }, z.array(item));

export const zLimit = (max = 100, dflt = 10) =>
  z.coerce.number().int().min(1).max(max).default(dflt);
export const zOffset = z.coerce.number().int().min(0).default(0);
export const zOrder = z.enum(['asc', 'desc']).default('desc');
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
