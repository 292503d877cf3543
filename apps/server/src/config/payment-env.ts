import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readText } from './env-readers.ts';

/** The payment channels a deployment can offer (contracts `paymentChannels`). */
export const paymentChannelNames = ['alipay', 'wechat', 'bank_transfer', 'sandbox'] as const;
/** One payment channel. */
export type PaymentChannelName = (typeof paymentChannelNames)[number];

/** Alipay open platform: the app, our private key (signs requests) and Alipay's public key (verifies notifications). */
export type AlipaySettings = { gateway: string; appId: string; privateKey: KeyObject; alipayPublicKey: KeyObject };

/** WeChat Pay API v3: merchant, app, our key and its certificate serial, the APIv3 key and the platform's public key. */
export type WechatSettings = {
  apiBase: string;
  appId: string;
  mchId: string;
  merchantSerialNo: string;
  merchantPrivateKey: KeyObject;
  apiV3Key: string;
  platformPublicKey: KeyObject;
  platformSerialNo: string | undefined;
};

/** Where customers transfer money to; `isDemo` marks the made-up defaults used outside production. */
export type BankSettings = { bankName: string; accountName: string; accountNo: string; isDemo: boolean };

/**
 * The payment settings: which channels are offered and, per channel, its settings or undefined when not configured
 * (a request for it then answers 503 naming it). `notifyOrigin` is where gateways send notifications.
 */
export type PaymentSettings = {
  channels: readonly PaymentChannelName[];
  notifyOrigin: string;
  alipay: AlipaySettings | undefined;
  wechat: WechatSettings | undefined;
  bank: BankSettings | undefined;
};

/** The made-up account shown outside production when BANK_* are not set. */
export const demoBankAccount = {
  bankName: 'DEMO BANK — not a real account / 演示银行（非真实账户）',
  accountName: 'BoardForge Demo Ltd. / 板工坊演示有限公司',
  accountNo: '6222 0000 0000 0000 000 (DEMO)',
} as const;

/**
 * Reads the payment settings (documented in env.ts). Outside production every channel is offered by default, the
 * sandbox is on and the bank account is the demo one; alipay and wechat answer 503 until their keys are set. In
 * production no channel is offered unless PAYMENT_CHANNELS lists it, the sandbox is refused, and each listed channel
 * must have all its settings.
 */
export function readPaymentSettings(
  env: NodeJS.ProcessEnv,
  context: { isProduction: boolean; publicOrigin: string | undefined; port: number },
  problems: string[],
): PaymentSettings {
  const { isProduction } = context;
  const listed = readText(env.PAYMENT_CHANNELS);
  const channels = readChannels(listed ?? (isProduction ? '' : paymentChannelNames.join(',')), problems);
  if (isProduction && channels.includes('sandbox'))
    problems.push('PAYMENT_CHANNELS may not include sandbox when NODE_ENV=production');
  const requireAll = (channel: PaymentChannelName) => isProduction && channels.includes(channel);
  return {
    channels,
    notifyOrigin:
      readText(env.PAYMENT_NOTIFY_ORIGIN)?.replace(/\/+$/, '') ??
      context.publicOrigin ??
      `http://localhost:${context.port}`,
    alipay: readAlipaySettings(env, requireAll('alipay'), problems),
    wechat: readWechatSettings(env, requireAll('wechat'), problems),
    bank: readBankSettings(env, isProduction, requireAll('bank_transfer'), problems),
  };
}

function readChannels(text: string, problems: string[]): PaymentChannelName[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const channels: PaymentChannelName[] = [];
  for (const name of names) {
    if ((paymentChannelNames as readonly string[]).includes(name)) channels.push(name as PaymentChannelName);
    else problems.push(`PAYMENT_CHANNELS may list ${paymentChannelNames.join(', ')} (got "${name}")`);
  }
  return channels;
}

function readAlipaySettings(
  env: NodeJS.ProcessEnv,
  isRequired: boolean,
  problems: string[],
): AlipaySettings | undefined {
  const names = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
  const values = readGroup(env, names, isRequired, 'PAYMENT_CHANNELS lists alipay', problems);
  if (!values) return undefined;
  const privateKey = readKey(values.ALIPAY_PRIVATE_KEY, 'private', 'ALIPAY_PRIVATE_KEY', problems);
  const alipayPublicKey = readKey(values.ALIPAY_PUBLIC_KEY, 'public', 'ALIPAY_PUBLIC_KEY', problems);
  if (!privateKey || !alipayPublicKey) return undefined;
  return {
    gateway: readText(env.ALIPAY_GATEWAY) ?? 'https://openapi.alipay.com/gateway.do',
    appId: values.ALIPAY_APP_ID,
    privateKey,
    alipayPublicKey,
  };
}

function readWechatSettings(
  env: NodeJS.ProcessEnv,
  isRequired: boolean,
  problems: string[],
): WechatSettings | undefined {
  const names = [
    'WECHAT_APP_ID',
    'WECHAT_MCH_ID',
    'WECHAT_MCH_SERIAL_NO',
    'WECHAT_PRIVATE_KEY',
    'WECHAT_API_V3_KEY',
    'WECHAT_PLATFORM_PUBLIC_KEY',
  ] as const;
  const values = readGroup(env, names, isRequired, 'PAYMENT_CHANNELS lists wechat', problems);
  if (!values) return undefined;
  if (Buffer.byteLength(values.WECHAT_API_V3_KEY) !== 32) {
    problems.push('WECHAT_API_V3_KEY must be the 32-character APIv3 key');
    return undefined;
  }
  const merchantPrivateKey = readKey(values.WECHAT_PRIVATE_KEY, 'private', 'WECHAT_PRIVATE_KEY', problems);
  const platformPublicKey = readKey(
    values.WECHAT_PLATFORM_PUBLIC_KEY,
    'public',
    'WECHAT_PLATFORM_PUBLIC_KEY',
    problems,
  );
  if (!merchantPrivateKey || !platformPublicKey) return undefined;
  return {
    apiBase: (readText(env.WECHAT_API_BASE) ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
    appId: values.WECHAT_APP_ID,
    mchId: values.WECHAT_MCH_ID,
    merchantSerialNo: values.WECHAT_MCH_SERIAL_NO,
    merchantPrivateKey,
    apiV3Key: values.WECHAT_API_V3_KEY,
    platformPublicKey,
    platformSerialNo: readText(env.WECHAT_PLATFORM_SERIAL_NO),
  };
}

function readBankSettings(
  env: NodeJS.ProcessEnv,
  isProduction: boolean,
  isRequired: boolean,
  problems: string[],
): BankSettings | undefined {
  const names = ['BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NO'] as const;
  const values = readGroup(env, names, isRequired, 'PAYMENT_CHANNELS lists bank_transfer', problems);
  if (values)
    return {
      bankName: values.BANK_NAME,
      accountName: values.BANK_ACCOUNT_NAME,
      accountNo: values.BANK_ACCOUNT_NO,
      isDemo: false,
    };
  return isProduction ? undefined : { ...demoBankAccount, isDemo: true };
}

/** All of a group's settings, or undefined when none is set; a partly set group (or a required one) names the gaps. */
function readGroup<Name extends string>(
  env: NodeJS.ProcessEnv,
  names: readonly Name[],
  isRequired: boolean,
  why: string,
  problems: string[],
): Record<Name, string> | undefined {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = readText(env[name]);
    if (value !== undefined) values[name] = value;
  }
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length === names.length && !isRequired) return undefined;
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required when ${isRequired ? why : `${names.filter((name) => values[name] !== undefined).join(', ')} is set`}`,
    );
    return undefined;
  }
  return values as Record<Name, string>;
}

/** A PEM key (with real or `\n`-escaped line breaks), or bare base64 DER (PKCS#8 / SPKI, as Alipay hands them out). */
function readKey(text: string, kind: 'private' | 'public', name: string, problems: string[]): KeyObject | undefined {
  const pem = text.replace(/\\n/g, '\n');
  try {
    if (pem.includes('-----BEGIN')) return kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    const der = Buffer.from(pem.replace(/\s+/g, ''), 'base64');
    return kind === 'private'
      ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
      : createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    problems.push(`${name} must be an RSA ${kind} key (PEM, or base64 ${kind === 'private' ? 'PKCS#8' : 'SPKI'})`);
    return undefined;
  }
}
