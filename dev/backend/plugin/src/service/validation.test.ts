import { z } from 'zod';
import { NUL_REFUSED, parse } from './validation';
import { ValidationError } from '../domain/errors';

/** The error `parse` throws for `value`, or undefined when it passes. */
function refusal(value: unknown) {
  try {
    parse(z.object({}), value, 'body');
    return undefined;
  } catch (e) {
    return e instanceof ValidationError ? e.errors : e;
  }
}

describe('parse refuses NUL at any depth', () => {
  it('names the first NUL in key order', () => {
    expect(refusal({ a: 'ok', b: ['x', 'n\0'], c: 'n\0' })).toEqual([
      { message: NUL_REFUSED, path: 'b.1' },
    ]);
    expect(refusal('\0')).toEqual([{ message: NUL_REFUSED }]);
    expect(refusal({ a: [{ b: 'fine' }] })).toBeUndefined();
  });

  it('walks as deep as a 2 MB JSON body can nest', () => {
    const depth = 1_000_000;
    const deep = JSON.parse(
      `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    );
    const errors = refusal(deep) as { path: string }[];
    expect(errors[0].path).toBe(Array(depth).fill('0').join('.'));
  });
});
