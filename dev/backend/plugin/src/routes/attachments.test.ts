import request from 'supertest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d5a1f50000000049454e44ae426082',
  'hex',
);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
]);

describe('attachments routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      config: { backend: { baseUrl: 'http://portal:7007' } },
    });
  });
  afterAll(() => backend.stop());

  const upload = (data: Buffer, filename: string, contentType: string) =>
    backend
      .as(USERS.alice)
      .raw('post', '/attachments')
      .attach('image', data, { filename, contentType });

  it('stores a PNG and serves it back without a token, cached forever', async () => {
    const res = await upload(PNG, 'a.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      mimeType: 'image/png',
      locationUri: `http://portal:7007/api/agora/attachments/${res.body.uuid}`,
    });
    const img = await request(backend.server).get(
      `/api/agora/attachments/${res.body.uuid}`,
    );
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(Buffer.compare(img.body, PNG)).toBe(0);
  });

  it('types images by content, not by the declared type', async () => {
    const gif = await upload(GIF, 'x.png', 'image/png');
    expect(gif.body.mimeType).toBe('image/gif');
    const webp = await upload(WEBP, 'x.bin', 'application/octet-stream');
    expect(webp.body.mimeType).toBe('image/webp');
    const html = await upload(
      Buffer.from('<html><script>alert(1)</script>'),
      'x.png',
      'image/png',
    );
    expect(html.status).toBe(415);
    expect(html.body.errors[0].message).toMatch(/PNG, JPEG, GIF and WebP/);
  });

  it('refuses images over 5 MB with a 413 JSON body', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.errors[0].message).toMatch(/5 MB/);
  });

  it('refuses uploads without the image field', async () => {
    const none = await backend
      .as(USERS.alice)
      .raw('post', '/attachments')
      .field('x', '1');
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveLength(1);
    const other = await backend
      .as(USERS.alice)
      .raw('post', '/attachments')
      .attach('file', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(other.status).toBe(400);
  });

  it('answers 404 JSON for unknown and malformed uuids', async () => {
    const missing = await request(backend.server).get(
      '/api/agora/attachments/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('Attachment not found');
    const bad = await request(backend.server).get(
      '/api/agora/attachments/nope',
    );
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ errors: [{ message: 'Attachment not found' }] });
  });

  it('writes files to agora.attachments.directory when configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agora-att-'));
    const withDir = await startAgoraTestBackend({
      config: { agora: { attachments: { directory: dir } } },
    });
    try {
      const res = await withDir
        .as(USERS.bob)
        .raw('post', '/attachments')
        .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body.locationUri).toBe(
        `/api/agora/attachments/${res.body.uuid}`,
      );
      expect(readdirSync(dir)).toEqual([res.body.uuid]);
      const img = await request(withDir.server).get(res.body.locationUri);
      expect(Buffer.compare(img.body, PNG)).toBe(0);
    } finally {
      await withDir.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
