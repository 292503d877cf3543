import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { maxWebhookUrlLength } from '@boardforge/contracts/webhooks.ts';
import { FieldAppError } from '../../lib/app-error.ts';

/** Resolves a host name to all its addresses (dns.lookup with all: true); tests pass a fake. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// Addresses a production webhook may never reach: private, loopback, link-local (incl. the cloud metadata address
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

/** Whether an address is one a production webhook must not reach (IPv4-mapped IPv6 judged by its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbidden.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return forbidden.check(mapped[1], 'ipv4');
  return forbidden.check(address, 'ipv6');
}

function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * Checks the text of an endpoint URL: a URL of at most 2000 characters, https (http only to a loopback host outside
 * production), no credentials. Returns the parsed URL; a refusal names the field.
 */
export function parseWebhookUrl(text: string, isProduction: boolean, field = 'url'): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FieldAppError(field, 'webhooks.urlInvalid');
  }
  if (text.length > maxWebhookUrlLength) throw new FieldAppError(field, 'webhooks.urlInvalid');
  if (url.username || url.password) throw new FieldAppError(field, 'webhooks.urlCredentials');
  const isAllowedHttp = url.protocol === 'http:' && !isProduction && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !isAllowedHttp) throw new FieldAppError(field, 'webhooks.urlNotHttps');
  return url;
}

/**
 * Resolves the URL's host and, in production, refuses it when ANY of its addresses is forbidden (a literal IP is
 * judged as is). Returns the addresses to connect to, so the connection goes to an address that was checked (no
 * second resolution a rebinding DNS could answer differently).
 */
export async function resolveDestination(
  url: URL,
  options: { isProduction: boolean; resolve: ResolveHost; field?: string },
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
  if (options.isProduction && addresses.some((entry) => isForbiddenAddress(entry.address))) {
    throw new FieldAppError(field, 'webhooks.privateAddress');
  }
  return addresses;
}
