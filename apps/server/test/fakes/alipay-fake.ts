import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local fake of the Alipay open platform: its own key pair, our merchant key pair, and a page-pay endpoint. */
export type FakeAlipay = {
  appId: string;
  /** The settings the app under test gets (ALIPAY_*). */
  env: NodeJS.ProcessEnv;
  /** Page-pay requests the fake received, with whether our signature held. */
  pagePayRequests: { params: Record<string, string>; isSignatureValid: boolean }[];
  /** Signs notification parameters as Alipay does (RSA2 over the sorted parameters without sign and sign_type). */
  signNotification(params: Record<string, string>, options?: { signWith?: KeyObject }): Record<string, string>;
  close(): Promise<void>;
};

/** The text Alipay signs, written independently of the server's code: sorted non-empty `k=v` joined by `&`. */
function canonicalize(params: Record<string, string>, excluded: readonly string[]): string {
  return Object.entries(params)
    .filter(([key, value]) => !excluded.includes(key) && value !== '')
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * Starts the fake on a free local port. GET /gateway.do checks the page-pay request's RSA2 signature with the
 * merchant's public key (as Alipay does) and answers 200 or 400.
 */
export async function startFakeAlipay(): Promise<FakeAlipay> {
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = '2021000000000001';
  const pagePayRequests: FakeAlipay['pagePayRequests'] = [];

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-alipay');
    if (request.method !== 'GET' || url.pathname !== '/gateway.do') {
      response.writeHead(404).end();
      return;
    }
    const params = Object.fromEntries(url.searchParams);
    const isSignatureValid =
      params.sign !== undefined &&
      params.sign_type === 'RSA2' &&
      createVerify('RSA-SHA256')
        .update(canonicalize(params, ['sign']), 'utf8')
        .verify(merchantKeys.publicKey, params.sign, 'base64');
    pagePayRequests.push({ params, isSignatureValid });
    response.writeHead(isSignatureValid ? 200 : 400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(isSignatureValid ? 'cashier page' : 'invalid-signature');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    appId,
    env: {
      ALIPAY_GATEWAY: `http://127.0.0.1:${port}/gateway.do`,
      ALIPAY_APP_ID: appId,
      ALIPAY_PRIVATE_KEY: merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      // As the Alipay console hands it out: bare base64 of the SPKI DER.
      ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    },
    pagePayRequests,
    signNotification(params, options = {}) {
      const signed = { ...params, sign_type: 'RSA2' };
      const sign = createSign('RSA-SHA256')
        .update(canonicalize(signed, ['sign', 'sign_type']), 'utf8')
        .sign(options.signWith ?? alipayKeys.privateKey, 'base64');
      return { ...signed, sign };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
