import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '../domain/errors';
import { isPublicAddress, safeFetch, type Resolver } from './ssrf';
import { fetchUrlMetadata } from './urlMetadata';

/** A listener that records every request it gets. */
async function listener(host: string, handler: http.RequestListener, port = 0) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return { hits, port: actual, close: () => new Promise(r => server.close(r)) };
}

/**
 * "Public" in these tests is 127.0.0.2 only (loopback, but a different
 * address than the protected 127.0.0.1 listener), so no test needs the internet.
 */
const onlyFakePublic = (address: string) => address === '127.0.0.2';
const resolver =
  (table: Record<string, string[]>): Resolver =>
  async host =>
    (table[host] ?? []).map(address => ({ address, family: 4 }));

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'not-an-ip',
  ])('refuses %s', address => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111'])(
    'allows %s',
    address => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('safeFetch', () => {
  let internal: Awaited<ReturnType<typeof listener>>;
  let site: Awaited<ReturnType<typeof listener>>;

  beforeAll(async () => {
    internal = await listener('127.0.0.1', (_req, res) =>
      res.end('internal secret'),
    );
    site = await listener('127.0.0.2', (req, res) => {
      const hop = /^\/hop\/(\d+)$/.exec(req.url ?? '');
      if (req.url === '/to-internal') {
        res
          .writeHead(302, { location: `http://127.0.0.1:${internal.port}/` })
          .end();
      } else if (req.url === '/to-internal-name') {
        res
          .writeHead(301, {
            location: `http://intranet.test:${internal.port}/`,
          })
          .end();
      } else if (req.url === '/bad-redirect') {
        // No URL parser accepts an unclosed IPv6 literal.
        res.writeHead(302, { location: 'http://[oops/' }).end();
      } else if (hop) {
        const n = Number(hop[1]);
        res
          .writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/page' })
          .end();
      } else if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<title>404 Not Found</title>');
      } else if (req.url === '/pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end('%PDF-1.7');
      } else if (req.url === '/slow') {
        // Never answers.
      } else if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<title>Big</title>${'x'.repeat(200_000)}`);
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<html><head><title>Fallback</title>
          <meta property="og:title" content="Payments &amp; you">
          <meta name="description" content="All about payments">
          <meta property="og:image" content="/img/card.png">
          <link rel="shortcut icon" href="https://cdn.example.com/f.ico">
          </head><body>hi</body></html>`);
      }
    });
  });
  afterAll(async () => {
    await internal.close();
    await site.close();
  });
  afterEach(() => {
    // The protected listener must never be reached, by any test; failing
    // here fails the test that just ran.
    if (internal.hits.length > 0) {
      throw new Error(
        `protected listener was hit: ${internal.hits.join(', ')}`,
      );
    }
  });

  const base = () => `http://127.0.0.2:${site.port}`;
  const opts = {
    isAllowed: onlyFakePublic,
    resolve: resolver({ 'intranet.test': ['127.0.0.1'] }),
  };

  it('reads metadata from an allowed site, Open Graph first, URLs made absolute', async () => {
    await expect(fetchUrlMetadata(`${base()}/page`, opts)).resolves.toEqual({
      title: 'Payments & you',
      content: 'All about payments',
      image: `${base()}/img/card.png`,
      favicon: 'https://cdn.example.com/f.ico',
    });
  });

  it.each([
    () => `http://127.0.0.1:${internal.port}/`,
    () => `http://localhost:${internal.port}/`,
    () => `http://[::1]:${internal.port}/`,
    () => `http://2130706433:${internal.port}/`,
    () => `http://0x7f.1:${internal.port}/`,
    () => `http://[::ffff:127.0.0.1]:${internal.port}/`,
  ])('refuses loopback targets with the default rules (%#)', async url => {
    await expect(safeFetch(url())).rejects.toMatchObject({ status: 400 });
  });

  it.each([
    'file:///etc/passwd',
    'ftp://127.0.0.2/x',
    'gopher://127.0.0.2/',
    'not a url',
  ])('refuses %s', async url => {
    await expect(safeFetch(url, opts)).rejects.toMatchObject({ status: 400 });
  });

  it('re-checks redirects, by address and by name', async () => {
    await expect(
      safeFetch(`${base()}/to-internal`, opts),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      safeFetch(`${base()}/to-internal-name`, opts),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(site.hits).toEqual(
      expect.arrayContaining(['/to-internal', '/to-internal-name']),
    );
  });

  it('previews a site that cannot be reached, is slow or answers no page as empty, not as an error', async () => {
    const unresolvable: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    const quick = { ...opts, timeoutMs: 200 };
    for (const [url, options] of [
      [`http://nowhere.test/`, { ...opts, resolve: unresolvable }],
      // Nothing listens on 127.0.0.2's port 1: connection refused.
      ['http://127.0.0.2:1/', opts],
      [`${base()}/slow`, quick],
      [`${base()}/bad-redirect`, opts],
      [`${base()}/hop/3`, opts],
      [`${base()}/missing`, opts],
      [`${base()}/pdf`, opts],
    ] as const) {
      await expect(fetchUrlMetadata(url, options)).resolves.toEqual({});
    }
  });

  it('still refuses inputs it must not fetch when previewing', async () => {
    await expect(
      fetchUrlMetadata(`${base()}/to-internal`, opts),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      fetchUrlMetadata('ftp://127.0.0.2/x', opts),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers a malformed redirect with a 502, not an internal error', async () => {
    const failure = await safeFetch(`${base()}/bad-redirect`, opts).catch(
      e => e,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 502,
      message: 'The site answered with an invalid redirect',
    });
  });

  it('follows at most 3 redirects', async () => {
    await expect(safeFetch(`${base()}/hop/2`, opts)).resolves.toMatchObject({
      status: 200,
    });
    await expect(safeFetch(`${base()}/hop/3`, opts)).rejects.toMatchObject({
      status: 502,
      message: 'The site redirected too many times',
    });
  });

  it('refuses a name when any of its addresses is not allowed', async () => {
    const mixed = resolver({ 'mixed.test': ['127.0.0.2', '127.0.0.1'] });
    await expect(
      safeFetch(`http://mixed.test:${site.port}/page`, {
        ...opts,
        resolve: mixed,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('connects to the checked address even if DNS changes its answer (rebinding)', async () => {
    // The protected listener shares the site's port on 127.0.0.1, so a second
    // lookup answering 127.0.0.1 would reach it.
    const twin = await listener(
      '127.0.0.1',
      (_q, r) => r.end('rebound'),
      site.port,
    ).catch(() => undefined);
    let calls = 0;
    const rebinding: Resolver = async () => [
      { address: calls++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 },
    ];
    try {
      const res = await safeFetch(`http://rebind.test:${site.port}/page`, {
        ...opts,
        resolve: rebinding,
      });
      expect(res.body.toString()).toContain('Payments');
      expect(calls).toBe(1);
      expect(twin?.hits ?? []).toEqual([]);
    } finally {
      await twin?.close();
    }
  });

  it('caps the body and the time', async () => {
    const big = await safeFetch(`${base()}/big`, { ...opts, maxBytes: 1000 });
    expect(big.body.length).toBe(1000);
    await expect(
      safeFetch(`${base()}/slow`, { ...opts, timeoutMs: 200 }),
    ).rejects.toMatchObject({
      status: 502,
    });
  });
});
