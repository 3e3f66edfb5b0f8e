import type * as z from 'zod/mini';

/** The contract schema (src/api/contract) a JSON answer must match. */
export type ResponseSchema = z.ZodMiniType;

/** A checked answer, or why it is not one. */
export type ParsedResponse =
  { ok: true; data: unknown } | { ok: false; problem: string };

type Issue = z.core.$ZodIssue;

const isUnknownKeys = (
  issue: Issue,
): issue is Extract<Issue, { code: 'unrecognized_keys' }> =>
  issue.code === 'unrecognized_keys';

/** `body` without the keys the issues name; a copy, since it is JSON. */
function withoutKeys(
  body: unknown,
  issues: Extract<Issue, { code: 'unrecognized_keys' }>[],
): unknown {
  const copy = JSON.parse(JSON.stringify(body));
  for (const issue of issues) {
    // any: a JSON value, walked along the path the issue names.
    const owner = issue.path.reduce<any>((value, key) => value?.[key], copy);
    for (const key of issue.keys) delete owner[key];
  }
  return copy;
}

/** Where and what: `posts.0.entities: expected array`. */
function describe(issue: Issue): string {
  // zod/mini carries no message texts (no locale), so types are named here.
  const what =
    issue.code === 'invalid_type'
      ? `expected ${issue.expected}`
      : issue.message;
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${what}` : what;
}

/**
 * Checks a JSON answer against its contract schema (docs/api.md, "How the
 * frontend reads answers"). The contract's response objects are strict, so
 * the server's own tests catch a field it should not send; the client is
 * lenient about that one thing only: keys the schema does not name are
 * dropped, so a newer server adding fields does not break an older UI.
 * Missing fields and wrong types are problems.
 */
export function parseResponse(
  schema: ResponseSchema,
  body: unknown,
): ParsedResponse {
  let result = schema.safeParse(body);
  if (!result.success) {
    const unknownKeys = result.error.issues.filter(isUnknownKeys);
    if (unknownKeys.length === result.error.issues.length) {
      result = schema.safeParse(withoutKeys(body, unknownKeys));
    }
  }
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problem: describe(result.error.issues[0]) };
}
