import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text message the fake accepted. */
export type AliyunSmsRecord = { phone: string; signName: string; templateCode: string; templateParam: string };

/** A fake of Aliyun's SendSms RPC endpoint on 127.0.0.1 that re-checks every signature. */
export type FakeAliyunSms = {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  sent: AliyunSmsRecord[];
  /** Requests refused for a bad signature or parameters, with the reason. */
  refused: string[];
  /** `ok` answers Code OK; otherwise the business error code to answer with. */
  mode: 'ok' | 'isv.BUSINESS_LIMIT_CONTROL';
  close(): Promise<void>;
};

// Written independently of the adapter: RFC 3986 unreserved characters stay, everything else is %XX of UTF-8.
function encodeRfc3986(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Starts the fake; the test points ALIYUN_SMS_ENDPOINT at `endpoint`. */
export async function startFakeAliyunSms(): Promise<FakeAliyunSms> {
  const usedNonces = new Set<string>();
  const fake: Omit<FakeAliyunSms, 'endpoint' | 'close'> = {
    accessKeyId: 'LTAI-test-key',
    accessKeySecret: 'test-secret-of-the-fake',
    sent: [],
    refused: [],
    mode: 'ok',
  };
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: Record<string, string>) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ RequestId: randomUUID(), ...body }));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // Keep the raw pairs: decode each name and value ourselves (no '+' as space in RPC queries).
    const pairs = url.search
      .slice(1)
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]);
    const parameters = new Map(pairs);
    const signature = parameters.get('Signature');
    parameters.delete('Signature');
    const canonical = [...parameters.keys()]
      .sort()
      .map((key) => `${encodeRfc3986(key)}=${encodeRfc3986(parameters.get(key) ?? '')}`)
      .join('&');
    const stringToSign = `${request.method}&${encodeRfc3986('/')}&${encodeRfc3986(canonical)}`;
    const expected = createHmac('sha1', `${fake.accessKeySecret}&`).update(stringToSign).digest('base64');
    const refuse = (reason: string) => {
      fake.refused.push(reason);
      answer(400, { Code: reason, Message: reason });
    };
    if (signature !== expected) return refuse('SignatureDoesNotMatch');
    const required: Record<string, string> = {
      AccessKeyId: fake.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Version: '2017-05-25',
    };
    for (const [name, value] of Object.entries(required)) {
      if (parameters.get(name) !== value) return refuse(`InvalidParameter.${name}`);
    }
    const timestamp = parameters.get('Timestamp') ?? '';
    if (
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(timestamp) ||
      Math.abs(Date.parse(timestamp) - Date.now()) > 15 * 60_000
    ) {
      return refuse('InvalidTimeStamp.Expired');
    }
    const nonce = parameters.get('SignatureNonce') ?? '';
    if (!nonce || usedNonces.has(nonce)) return refuse('SignatureNonceUsed');
    usedNonces.add(nonce);
    if (fake.mode !== 'ok') return answer(200, { Code: fake.mode, Message: '触发分钟级流控Permits:1' });
    fake.sent.push({
      phone: parameters.get('PhoneNumbers') ?? '',
      signName: parameters.get('SignName') ?? '',
      templateCode: parameters.get('TemplateCode') ?? '',
      templateParam: parameters.get('TemplateParam') ?? '',
    });
    answer(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
