import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Native-pay order request the fake received, with what it found of our Authorization header. */
export type ReceivedNativeOrder = {
  authorization: string;
  isSignatureValid: boolean;
  mchId: string | undefined;
  serialNo: string | undefined;
  body: Record<string, unknown>;
};

/** A transaction as the fake reports it in a notification. */
export type FakeTransaction = {
  outTradeNo: string;
  totalFen: number;
  mchId?: string;
  appId?: string;
  tradeState?: string;
  transactionId?: string;
};

/** A local fake of WeChat Pay API v3 with its platform key pair and our merchant key pair. */
export type FakeWechatPay = {
  mchId: string;
  appId: string;
  apiV3Key: string;
  /** The settings the app under test gets (WECHAT_*). */
  env: NodeJS.ProcessEnv;
  nativeOrders: ReceivedNativeOrder[];
  /** A signed, encrypted notification as WeChat Pay posts it; options make it stale, forged or tampered. */
  buildNotification(
    transaction: FakeTransaction,
    options?: { timestampSeconds?: number; signWith?: KeyObject; tamperTag?: boolean },
  ): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
};

const platformSerial = 'PUB_KEY_ID_0000000000000000000001';
const merchantSerial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';

/** Signs `lines` joined and ended by "\n", written independently of the server's code. */
function sign(lines: readonly string[], key: KeyObject): string {
  return createSign('RSA-SHA256')
    .update(`${lines.join('\n')}\n`)
    .sign(key, 'base64');
}

/** Reads `name="value"` pairs of a WECHATPAY2-SHA256-RSA2048 Authorization header. */
function parseAuthorization(header: string): Record<string, string> | undefined {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(prefix)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1] ?? ''] = match[2] ?? '';
  return fields;
}

/**
 * Starts the fake on a free local port. POST /v3/pay/transactions/native verifies our Authorization header with the
 * merchant public key (401 SIGN_ERROR otherwise) and answers a code_url, signed with the platform key.
 */
export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const platformKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const apiV3Key = randomBytes(16).toString('hex');
  const nativeOrders: ReceivedNativeOrder[] = [];

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method !== 'POST' || request.url !== '/v3/pay/transactions/native') {
        response.writeHead(404).end();
        return;
      }
      const authorization = request.headers.authorization ?? '';
      const fields = parseAuthorization(authorization);
      const isSignatureValid =
        fields !== undefined &&
        fields.mchid === mchId &&
        fields.serial_no === merchantSerial &&
        Math.abs(Date.now() / 1000 - Number(fields.timestamp)) < 300 &&
        createVerify('RSA-SHA256')
          .update(`POST\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
          .verify(merchantKeys.publicKey, fields.signature ?? '', 'base64');
      nativeOrders.push({
        authorization,
        isSignatureValid,
        mchId: fields?.mchid,
        serialNo: fields?.serial_no,
        body: JSON.parse(body || '{}'),
      });
      const answer = isSignatureValid
        ? JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` })
        : JSON.stringify({ code: 'SIGN_ERROR', message: 'signature verification failed' });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(16).toString('hex');
      response.writeHead(isSignatureValid ? 200 : 401, {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': platformSerial,
        'wechatpay-signature': sign([timestamp, nonce, answer], platformKeys.privateKey),
      });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    mchId,
    appId,
    apiV3Key,
    env: {
      WECHAT_API_BASE: `http://127.0.0.1:${port}`,
      WECHAT_APP_ID: appId,
      WECHAT_MCH_ID: mchId,
      WECHAT_MCH_SERIAL_NO: merchantSerial,
      WECHAT_PRIVATE_KEY: merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHAT_API_V3_KEY: apiV3Key,
      WECHAT_PLATFORM_PUBLIC_KEY: platformKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      WECHAT_PLATFORM_SERIAL_NO: platformSerial,
    },
    nativeOrders,
    buildNotification(transaction, options = {}) {
      const plaintext = JSON.stringify({
        mchid: transaction.mchId ?? mchId,
        appid: transaction.appId ?? appId,
        out_trade_no: transaction.outTradeNo,
        transaction_id: transaction.transactionId ?? `4200${randomBytes(12).toString('hex')}`,
        trade_type: 'NATIVE',
        trade_state: transaction.tradeState ?? 'SUCCESS',
        trade_state_desc: '支付成功',
        success_time: new Date().toISOString(),
        payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        amount: { total: transaction.totalFen, payer_total: transaction.totalFen, currency: 'CNY' },
      });
      const nonce = randomBytes(6).toString('hex');
      const associatedData = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
      cipher.setAAD(Buffer.from(associatedData));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      if (options.tamperTag) sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 0x01;
      const body = JSON.stringify({
        id: randomBytes(8).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: sealed.toString('base64'),
          associated_data: associatedData,
          nonce,
        },
      });
      const timestamp = String(options.timestampSeconds ?? Math.floor(Date.now() / 1000));
      const signatureNonce = randomBytes(16).toString('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': signatureNonce,
          'wechatpay-serial': platformSerial,
          'wechatpay-signature': sign([timestamp, signatureNonce, body], options.signWith ?? platformKeys.privateKey),
        },
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
