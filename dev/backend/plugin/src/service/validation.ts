import { z } from 'zod';
import type { Request } from 'express';
import { NotFoundError } from '@backstage/errors';
import { ValidationError } from '../domain/errors';
import { zId, type ErrorBody } from '@agora/contract';

/*
 * Request bodies and queries are validated with the contract's schemas
 * (`@agora/contract`, written with `zod/mini`, which loads no messages):
 * English messages, the same as classic zod's, for every failure.
 */
z.config(z.locales.en());

/** Any zod schema, classic or mini. */
type Schema = z.core.$ZodType;

export const NUL_REFUSED = 'Text must not contain NUL characters';

/** A value met on the walk of {@link pathOfNul}, with how it was reached. */
interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/**
 * The dotted path of the first text holding a NUL character, `''` for the
 * value itself, `undefined` when there is none. No one types NUL, and
 * PostgreSQL text cannot hold it (its driver fails with a 500), so every
 * body and query refuses it on both databases alike (docs/api.md, "Input").
 * The walk keeps its own stack: `JSON.parse` nests as deep as a 2 MB body
 * allows (a million levels), far past the call stack a recursion would use.
 */
function pathOfNul(value: unknown): string | undefined {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\0')) return pathTo(visit);
    } else if (visit.value && typeof visit.value === 'object') {
      // Pushed last to first, so the first key is searched first.
      const entries = Object.entries(visit.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** `a.0.b` for the visit reached by keys a, 0, b; built only once found. */
function pathTo(visit: Visit): string {
  const keys: string[] = [];
  let at: Visit | undefined = visit;
  while (at?.key !== undefined) {
    keys.push(at.key);
    at = at.parent;
  }
  return keys.reverse().join('.');
}

/**
 * Parses one part of a request with a zod schema, turning failures into the
 * contract's 400 body. Schemas coerce string numbers and booleans because
 * query strings (and some clients' JSON) carry everything as text.
 */
export function parse<S extends Schema>(
  schema: S,
  value: unknown,
  type: NonNullable<ErrorBody['type']>,
): z.output<S> {
  const nul = pathOfNul(value);
  if (nul !== undefined) {
    throw new ValidationError(
      [{ message: NUL_REFUSED, ...(nul ? { path: nul } : {}) }],
      type,
    );
  }
  const result = z.safeParse(schema, value ?? {});
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

export const parseBody = <S extends Schema>(schema: S, req: Request) =>
  parse(schema, req.body, 'body');
export const parseQuery = <S extends Schema>(schema: S, req: Request) =>
  parse(schema, normaliseQuery(req.query as Record<string, unknown>), 'query');

/**
 * Path parameters name a resource: a malformed one cannot name an existing
 * one, so it answers like an unknown id, 404 with the message its schema
 * carries (see `inPath`), never a 400.
 */
export function parseParams<S extends Schema>(
  schema: S,
  req: Request,
): z.output<S> {
  const result = z.safeParse(schema, req.params ?? {});
  if (!result.success) {
    throw new NotFoundError(result.error.issues[0]?.message ?? 'Not found');
  }
  return result.data;
}

/** A path parameter whose every failure reads `message` (e.g. `Post not found`). */
export const inPath = <T extends Schema>(schema: T, message: string) =>
  z.unknown().transform((value, ctx): z.output<T> => {
    const result = z.safeParse(schema, value);
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

/** A path id, 404 with `<kind> not found` when malformed (see `parseParams`). */
export const zPathId = (kind: string) => inPath(zId, `${kind} not found`);
