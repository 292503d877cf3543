import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A URL-scheme request the fake received: the token it carried and its JSON body. */
export type ReceivedSchemeRequest = { accessToken: string | null; body: Record<string, unknown> };

/** A local fake of the WeChat mini-program server API (GET /cgi-bin/token, POST /wxa/generatescheme). */
export type FakeWechatMini = {
  appId: string;
  appSecret: string;
  /** The settings the app under test gets (WECHAT_MINI_*). */
  env: NodeJS.ProcessEnv;
  /** How many tokens were handed out. */
  tokenRequests: number;
  schemeRequests: ReceivedSchemeRequest[];
  /** The tokens it hands out live this many seconds (expires_in). */
  expiresInSeconds: number;
  /** When set, generatescheme answers this errcode (with an errmsg) instead of a link. */
  schemeErrcode: number | undefined;
  /** Makes every token handed out so far invalid (as when another server fetched a new one). */
  revokeTokens(): void;
  close(): Promise<void>;
};

/** Starts the fake on a free local port; it checks appid and secret and accepts only the tokens it handed out. */
export async function startFakeWechatMini(): Promise<FakeWechatMini> {
  const validTokens = new Set<string>();
  const fake: FakeWechatMini = {
    appId: 'wx1234567890abcdef',
    appSecret: 'mini-app-secret-0123456789abcdef',
    env: {},
    tokenRequests: 0,
    schemeRequests: [],
    expiresInSeconds: 7200,
    schemeErrcode: undefined,
    revokeTokens: () => validTokens.clear(),
    close: async () => {},
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (body: unknown) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && url.pathname === '/cgi-bin/token') {
        const params = url.searchParams;
        if (params.get('grant_type') !== 'client_credential' || params.get('appid') !== fake.appId) {
          return send({ errcode: 40013, errmsg: 'invalid appid' });
        }
        if (params.get('secret') !== fake.appSecret) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        fake.tokenRequests += 1;
        const token = `ACCESS_TOKEN_${fake.tokenRequests}_${Date.now()}`;
        validTokens.add(token);
        return send({ access_token: token, expires_in: fake.expiresInSeconds });
      }
      if (request.method === 'POST' && url.pathname === '/wxa/generatescheme') {
        const accessToken = url.searchParams.get('access_token');
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        fake.schemeRequests.push({ accessToken, body });
        if (!accessToken || !validTokens.has(accessToken)) {
          return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
        }
        if (fake.schemeErrcode !== undefined) {
          return send({ errcode: fake.schemeErrcode, errmsg: 'invalid weapp pagepath rid: 0000' });
        }
        return send({
          errcode: 0,
          errmsg: 'ok',
          openlink: `weixin://dl/business/?t=scheme${fake.schemeRequests.length}`,
        });
      }
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"errcode":-1,"errmsg":"not found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.env = {
    WECHAT_MINI_API_BASE: `http://127.0.0.1:${port}`,
    WECHAT_MINI_APP_ID: fake.appId,
    WECHAT_MINI_APP_SECRET: fake.appSecret,
    WECHAT_MINI_HANDOFF_KEY: 'handoff-key-of-the-tests-0123456789abcdef',
  };
  fake.close = () =>
    new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return fake;
}
