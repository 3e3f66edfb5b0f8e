import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';

describe('POST /url', () => {
  let backend: AgoraTestBackend;
  let internal: http.Server;
  let hits = 0;
  let port = 0;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    internal = http.createServer((_req, res) => {
      hits++;
      res.end('<title>internal</title>');
    });
    await new Promise<void>(r => internal.listen(0, '127.0.0.1', () => r()));
    port = (internal.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise(r => internal.close(r));
    await backend.stop();
  });

  it.each([
    () => `http://127.0.0.1:${port}/`,
    () => `http://localhost:${port}/`,
    () => `http://[::1]:${port}/`,
    // Alternative spellings of the loopback address and the unspecified address.
    () => `http://2130706433:${port}/`,
    () => `http://0x7f.1:${port}/`,
    () => `http://127.1:${port}/`,
    () => `http://0.0.0.0:${port}/`,
    () => `http://[::ffff:127.0.0.1]:${port}/`,
    () => `http://user:pw@127.0.0.1:${port}/`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[fd00:ec2::254]/latest/meta-data/',
    () => 'http://192.168.1.1/',
    () => 'http://10.0.0.1/',
    () => 'file:///etc/passwd',
    // A refused input, never evaluated.
    // eslint-disable-next-line no-script-url
    () => 'javascript:alert(1)',
  ])('refuses non-public targets with a 400 JSON body (%#)', async url => {
    const res = await backend.as(USERS.alice).post('/url', { url: url() });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('url');
    expect(hits).toBe(0);
  });

  it.each(['not a url', 'https://', 'ftp://example.com/file'])(
    'refuses the invalid url %p with 400',
    async url => {
      const res = await backend.as(USERS.alice).post('/url', { url });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('url');
    },
  );

  it('refuses a missing url', async () => {
    const res = await backend.as(USERS.alice).post('/url', {});
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('A url is required');
  });
});

describe('POST /url with agora.urlMetadata.allowPrivateNetworks', () => {
  let page: http.Server;
  let url = '';
  beforeAll(async () => {
    page = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        '<head><meta property="og:title" content="Local runbook">' +
          '<meta property="og:description" content="Served on loopback"></head>',
      );
    });
    await new Promise<void>(r => page.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise(r => page.close(r)));

  it('is off by default: 127.0.0.1 is refused', async () => {
    const backend = await startAgoraTestBackend();
    try {
      const res = await backend.as(USERS.alice).post('/url', { url });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(
        'This address is not public and cannot be fetched',
      );
    } finally {
      await backend.stop();
    }
  });

  it('previews a site that cannot be reached as empty, with 200', async () => {
    const backend = await startAgoraTestBackend({
      config: { agora: { urlMetadata: { allowPrivateNetworks: true } } },
    });
    const closed = http.createServer();
    await new Promise<void>(r => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise(r => closed.close(r));
    try {
      const res = await backend
        .as(USERS.alice)
        .post('/url', { url: `http://127.0.0.1:${port}/` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    } finally {
      await backend.stop();
    }
  });

  it('when true, reads metadata from 127.0.0.1', async () => {
    const backend = await startAgoraTestBackend({
      config: { agora: { urlMetadata: { allowPrivateNetworks: true } } },
    });
    try {
      const res = await backend.as(USERS.alice).post('/url', { url });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        title: 'Local runbook',
        content: 'Served on loopback',
      });
    } finally {
      await backend.stop();
    }
  });
});
