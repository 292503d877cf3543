import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { maxWebhookUrlLength } from '@boardforge/contracts/webhooks.ts';
import type { WebhookAllowedHost } from '../../config/webhook-env.ts';
import { FieldAppError } from '../../lib/app-error.ts';

/** Resolves a host name to all its addresses (dns.lookup with all: true); tests pass a fake. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// Addresses a webhook may never reach, in every mode: private, loopback, link-local (incl. the cloud metadata address
// 169.254.169.254), CGNAT, "this network", benchmarking, multicast and reserved; IPv6 loopback, ULA, link-local.
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part read as two groups). */
function readIpv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16));
}

/**
 * The IPv4 address an IPv6 one carries, when it is a form that reaches it: IPv4-mapped (::ffff:a.b.c.d, the form
 * `new URL` writes as ::ffff:7f00:1), IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function readEmbeddedIpv4(address: string): string | undefined {
  const groups = readIpv6Groups(address);
  const quad = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0x2002) return quad(g1 ?? 0, g2 ?? 0);
  const isZeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (isZeroUpTo(5) && (g5 === 0xffff || g5 === 0)) return quad(g6, g7);
  if (isZeroUpTo(4) && g4 === 0xffff && g5 === 0) return quad(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return quad(g6, g7);
  return undefined;
}

/** Whether a webhook may never reach an address (an IPv6 form that carries an IPv4 address is judged by that too). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbidden.check(address, 'ipv4');
  if (family !== 6) return true;
  if (forbidden.check(address, 'ipv6')) return true;
  const embedded = readEmbeddedIpv4(address);
  return embedded !== undefined && forbidden.check(embedded, 'ipv4');
}

/** The port a URL reaches: its own, else its scheme's. */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'http:' ? '80' : '443');
}

/** Whether WEBHOOK_ALLOWED_HOSTS names the URL's host (and its port, or any port). */
export function isAllowedDestination(url: URL, allowedHosts: readonly WebhookAllowedHost[]): boolean {
  return allowedHosts.some(
    (host) => host.hostname === url.hostname && (host.port === null || host.port === portOf(url)),
  );
}

/**
 * Checks the text of an endpoint URL: a URL of at most 2000 characters, https (http only to a destination of
 * WEBHOOK_ALLOWED_HOSTS), no credentials. Returns the parsed URL (`new URL` writes every spelling of an IPv4 address,
 * decimal, hex, octal or short, as a.b.c.d); a refusal names the field.
 */
export function parseWebhookUrl(text: string, allowedHosts: readonly WebhookAllowedHost[], field = 'url'): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FieldAppError(field, 'webhooks.urlInvalid');
  }
  if (text.length > maxWebhookUrlLength) throw new FieldAppError(field, 'webhooks.urlInvalid');
  if (url.username || url.password) throw new FieldAppError(field, 'webhooks.urlCredentials');
  const isAllowedHttp = url.protocol === 'http:' && isAllowedDestination(url, allowedHosts);
  if (url.protocol !== 'https:' && !isAllowedHttp) throw new FieldAppError(field, 'webhooks.urlNotHttps');
  return url;
}

/**
 * Resolves the URL's host and refuses it when ANY of its addresses is forbidden (a literal IP is judged as is), in
 * every mode, unless WEBHOOK_ALLOWED_HOSTS names the destination. Returns the addresses to connect to, so the
 * connection goes to an address that was checked (no second resolution a rebinding DNS could answer differently).
 */
export async function resolveDestination(
  url: URL,
  options: { allowedHosts: readonly WebhookAllowedHost[]; resolve: ResolveHost; field?: string },
): Promise<{ address: string; family: number }[]> {
  const field = options.field ?? 'url';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new FieldAppError(field, 'webhooks.hostUnresolved');
    }
  }
  if (addresses.length === 0) throw new FieldAppError(field, 'webhooks.hostUnresolved');
  const refused = addresses.find((entry) => isForbiddenAddress(entry.address));
  if (refused && !isAllowedDestination(url, options.allowedHosts)) {
    throw new FieldAppError(field, 'webhooks.privateAddress', { address: refused.address });
  }
  return addresses;
}
