import ipaddr from 'ipaddr.js';
import http from 'node:http';
import https from 'node:https';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { HttpError, badRequest } from '../domain/errors';

/** A DNS answer: every address a host name resolves to. */
export type Resolver = (
  hostname: string,
) => Promise<{ address: string; family: number }[]>;
/** Whether the server may connect to an address. */
export type AddressCheck = (address: string) => boolean;

export const systemResolver: Resolver = hostname =>
  lookup(hostname, { all: true, verbatim: true });

/**
 * Only ordinary public unicast addresses. ipaddr.js names every special range
 * (loopback, private, linkLocal — which holds the 169.254.169.254 metadata
 * service —, uniqueLocal, carrierGradeNat, multicast, unspecified, reserved,
 * NAT64 and 6to4 wrappings …); anything but `unicast` is refused.
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 it carries.
 */
export const isPublicAddress: AddressCheck = address => {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (
    parsed.kind() === 'ipv6' &&
    (parsed as ipaddr.IPv6).isIPv4MappedAddress()
  ) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
};

export interface SafeFetchOptions {
  resolve?: Resolver;
  isAllowed?: AddressCheck;
  maxRedirects?: number;
  /** Bytes read at most; the rest of a longer body is dropped. */
  maxBytes?: number;
  /** For the whole exchange, redirects included. */
  timeoutMs?: number;
}

export interface SafeResponse {
  url: URL;
  status: number;
  contentType: string;
  body: Buffer;
}

const refuse = (message: string) => badRequest(message, 'url');

/** Resolves a URL's host and checks every address; returns the one to connect to. */
async function checkedTarget(
  url: URL,
  resolve: Resolver,
  isAllowed: AddressCheck,
) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse('Only http and https URLs can be fetched');
  }
  if (url.username || url.password)
    throw refuse('URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [
      { address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 },
    ];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      // A name without addresses is a site that cannot be reached, as a
      // refused connection is, not a refused input.
      throw new HttpError(502, `Cannot resolve ${host}`);
    }
  }
  // One private answer taints the name: never pick and choose among them.
  if (addresses.length === 0 || !addresses.every(a => isAllowed(a.address))) {
    throw refuse('This address is not public and cannot be fetched');
  }
  return addresses[0];
}

/**
 * Connects to the address that was checked, whatever DNS answers by the time
 * the socket opens (defeats DNS rebinding). IP-literal hosts skip lookups and
 * connect to the literal, which was checked as such.
 */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as any)(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
}

function getOnce(
  url: URL,
  target: { address: string; family: number },
  signal: AbortSignal,
) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(target.address, target.family),
      signal,
      headers: {
        'user-agent': 'AgoraLinkPreview/1.0',
        accept: 'text/html,*/*;q=0.5',
      },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(res: http.IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    const buf = chunk as Buffer;
    chunks.push(buf.subarray(0, maxBytes - size));
    size += buf.length;
    if (size >= maxBytes) {
      res.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

/** The URL a `Location` names; a malformed one is the site's fault (502). */
function redirectTarget(location: string, from: URL) {
  try {
    return new URL(location, from);
  } catch {
    throw new HttpError(502, 'The site answered with an invalid redirect');
  }
}

/**
 * GET a user-supplied URL from the server without letting it reach internal
 * services: only http(s), only public addresses (checked after DNS and pinned
 * for the connection), each redirect re-checked, bounded in size and time.
 * A refused input is a 400 (`path: "url"`); a site that cannot be reached,
 * is too slow or redirects badly is a 502.
 */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const {
    resolve = systemResolver,
    isAllowed = isPublicAddress,
    maxRedirects = 3,
    maxBytes = 1024 * 1024,
    timeoutMs = 5000,
  } = options;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw refuse('Not a valid URL');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await checkedTarget(url, resolve, isAllowed);
      let res: http.IncomingMessage;
      try {
        res = await getOnce(url, target, controller.signal);
      } catch {
        throw new HttpError(
          502,
          controller.signal.aborted
            ? 'The site took too long to answer'
            : 'The site could not be reached',
        );
      }
      const location = res.headers.location;
      if (
        res.statusCode &&
        res.statusCode >= 300 &&
        res.statusCode < 400 &&
        location
      ) {
        res.resume();
        if (redirects >= maxRedirects)
          throw new HttpError(502, 'The site redirected too many times');
        url = redirectTarget(location, url);
        continue;
      }
      let body: Buffer;
      try {
        body = await readCapped(res, maxBytes);
      } catch {
        throw new HttpError(502, 'The site took too long to answer');
      }
      return {
        url,
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type'] ?? ''),
        body,
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
