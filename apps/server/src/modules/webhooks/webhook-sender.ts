import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { webhookEventIdHeader, webhookSignatureHeader } from '@boardforge/contracts/webhooks.ts';

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (docs/api.md). */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${signature}`;
}

/** What one attempt gave: the HTTP status (none when the request failed), the time taken, an error, a short excerpt. */
export type SendOutcome = {
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
};

const excerptBytes = 500;

/**
 * POSTs a signed body to the URL, connecting only to `addresses` (already checked), without following redirects
 * (a 3xx is a failure), giving up after `timeoutMs`; at most 500 bytes of the answer are kept.
 */
export function sendWebhook(input: {
  url: URL;
  addresses: { address: string; family: number }[];
  body: string;
  eventId: string;
  eventType: string;
  signature: string;
  timeoutMs: number;
}): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const [first] = input.addresses;
  // The host's name stays in the URL (TLS SNI, Host header); the socket goes to the address that was checked.
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (!first) return callback(new Error('no address'), '', 4);
    if (options.all) return callback(null, input.addresses);
    return callback(null, first.address, first.family);
  };
  const client = input.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      input.url,
      {
        method: 'POST',
        lookup: pinnedLookup,
        timeout: input.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(input.body),
          'user-agent': 'BoardForge-Webhooks/1',
          [webhookSignatureHeader]: input.signature,
          [webhookEventIdHeader]: input.eventId,
          'BoardForge-Event-Type': input.eventType,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= excerptBytes) return;
          chunks.push(chunk.subarray(0, excerptBytes - kept));
          kept += Math.min(chunk.length, excerptBytes - kept);
        });
        const finish = () => {
          const code = response.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, excerptBytes) || null;
          const isOk = code >= 200 && code < 300;
          resolve({
            responseCode: code,
            durationMs: elapsed(),
            error: isOk ? null : code >= 300 && code < 400 ? 'redirect not followed' : `HTTP ${code}`,
            excerpt,
          });
        };
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${input.timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({ responseCode: null, durationMs: elapsed(), error: error.message.slice(0, 500), excerpt: null }),
    );
    request.end(input.body);
  });
}
