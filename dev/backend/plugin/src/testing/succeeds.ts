/**
 * Awaits a request of a test's setup and asserts it succeeded (2xx), so a
 * broken setup fails where it broke rather than in a later assertion.
 */
export async function succeeds<R extends { status: number }>(
  request: PromiseLike<R>,
): Promise<R> {
  const res = await request;
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(300);
  return res;
}
