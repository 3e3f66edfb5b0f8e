import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../domain/errors';
import { insertedId, nowIso } from './dbValues';

export interface StoredImage {
  mimeType: string;
  data: Buffer;
}

/**
 * Images live in the database by default; with `agora.attachments.directory`
 * the bytes go to that directory (named by uuid) and the row keeps the path.
 */
export async function saveAttachment(
  db: Knex,
  file: { data: Buffer; mimeType: string },
  creator: string,
  directory?: string,
  // The demo seed stores its images under fixed uuids (seed/content/images.ts).
  uuid: string = randomUUID(),
) {
  let path: string | null = null;
  if (directory) {
    await mkdir(directory, { recursive: true });
    path = join(directory, uuid);
    await writeFile(path, file.data);
  }
  const id = insertedId(
    await db('attachments')
      .insert({
        uuid,
        mime_type: file.mimeType,
        size: file.data.length,
        data: path ? null : file.data,
        path,
        creator,
        created: nowIso(),
      })
      .returning('id'),
  );
  return { id, uuid };
}

/**
 * Refuses `images` that name no uploaded attachment (400 on `images`):
 * clients render them as `/attachments/{id}` images, so an unknown id would
 * only ever show a broken image.
 */
export async function assertAttachmentsExist(
  db: Knex | Knex.Transaction,
  ids: number[] = [],
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = new Set(
    (await db('attachments').whereIn('id', wanted).pluck('id')).map(Number),
  );
  const missing = wanted.filter(id => !found.has(id));
  if (missing.length > 0) {
    throw badRequest(
      `Unknown image ${missing.length > 1 ? 'ids' : 'id'} ${missing.join(', ')}: upload images with POST /attachments first`,
      'images',
    );
  }
}

export async function loadAttachment(
  db: Knex,
  uuid: string,
): Promise<StoredImage | undefined> {
  const row = await db('attachments')
    .where('uuid', uuid)
    .first('mime_type', 'data', 'path');
  if (!row) return undefined;
  const data = row.path ? await readFile(row.path) : Buffer.from(row.data);
  return { mimeType: row.mime_type, data };
}
