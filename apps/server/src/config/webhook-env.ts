import { readText } from './env-readers.ts';

/** A webhook destination let through although it is not public: a host name or address, and a port or any (null). */
export type WebhookAllowedHost = { hostname: string; port: string | null };

/**
 * Reads WEBHOOK_ALLOWED_HOSTS (documented in env.ts): a comma list of `host[:port]` (an IPv6 address in brackets)
 * that webhooks may reach although private or loopback, and over http — the local receivers of test rigs. Each
 * entry is normalised as a URL's host is (`127.1` is 127.0.0.1), so it compares with an endpoint's parsed URL.
 * Refused in production: every customer could then point a webhook at the hosts it names.
 */
export function readWebhookAllowedHosts(
  value: string | undefined,
  isProduction: boolean,
  problems: string[],
): WebhookAllowedHost[] {
  const text = readText(value);
  if (text === undefined) return [];
  if (isProduction) {
    problems.push('WEBHOOK_ALLOWED_HOSTS is for test rigs and refused when NODE_ENV=production');
    return [];
  }
  const hosts: WebhookAllowedHost[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    const host = parseHostEntry(entry);
    if (host) hosts.push(host);
    else problems.push(`WEBHOOK_ALLOWED_HOSTS entries must be host or host:port (got "${entry}")`);
  }
  return hosts;
}

function parseHostEntry(entry: string): WebhookAllowedHost | undefined {
  if (!entry || /[/?#@\s]/.test(entry)) return undefined;
  try {
    const url = new URL(`http://${entry}`);
    const hasPort = /:\d+$/.test(entry);
    // A URL drops http's default port 80; an entry naming it still means that port only.
    const port = url.port || (hasPort ? '80' : null);
    return { hostname: url.hostname, port };
  } catch {
    return undefined;
  }
}
