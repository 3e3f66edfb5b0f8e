/**
 * An id read from the URL. Post, answer and collection ids are positive
 * integers; anything else cannot exist, so it is undefined without a request.
 */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
