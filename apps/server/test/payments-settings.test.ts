import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';

/** A production environment complete but for the payment settings. */
const production: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATA_DIR: '/var/lib/boardforge',
  PUBLIC_ORIGIN: 'https://boardforge.example',
  TRUST_PROXY: '1',
  CODE_SECRET: 'x'.repeat(32),
  STAFF_MAILBOX: 'staff@boardforge.example',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'BoardForge',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example',
  SMTP_FROM: 'noreply@boardforge.example',
};
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('payment settings', () => {
  it('outside production offer every channel, the sandbox and a clearly marked demo bank account', () => {
    const { payments } = loadConfig({ PORT: '4000' });
    expect(payments.channels).toEqual(['alipay', 'wechat', 'bank_transfer', 'sandbox']);
    expect(payments.alipay).toBeUndefined();
    expect(payments.wechat).toBeUndefined();
    expect(payments.bank).toMatchObject({ isDemo: true, bankName: expect.stringContaining('DEMO') });
    expect(payments.notifyOrigin).toBe('http://localhost:4000');
  });

  it('in production offer nothing by default and refuse the sandbox', () => {
    expect(loadConfig(production).payments).toMatchObject({ channels: [], bank: undefined });
    expect(loadConfig(production).payments.notifyOrigin).toBe('https://boardforge.example');
    expect(() => loadConfig({ ...production, PAYMENT_CHANNELS: 'sandbox' })).toThrow(
      /PAYMENT_CHANNELS may not include sandbox when NODE_ENV=production/,
    );
  });

  it('in production require the keys of every listed channel, naming them', () => {
    expect(() => loadConfig({ ...production, PAYMENT_CHANNELS: 'alipay,wechat,bank_transfer' })).toThrow(ConfigError);
    let message = '';
    try {
      loadConfig({ ...production, PAYMENT_CHANNELS: 'alipay,wechat,bank_transfer' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY are required when PAYMENT_CHANNELS lists alipay',
    );
    expect(message).toContain('WECHAT_API_V3_KEY');
    expect(message).toContain(
      'BANK_NAME, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NO are required when PAYMENT_CHANNELS lists bank_transfer',
    );
    expect(() => loadConfig({ PAYMENT_CHANNELS: 'paypal' })).toThrow(/PAYMENT_CHANNELS may list/);
  });

  it('read PEM keys (also with escaped line breaks) and bare base64 keys; refuse a malformed one or a partial group', () => {
    const config = loadConfig({
      ...production,
      PAYMENT_CHANNELS: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: privatePem.replaceAll('\n', '\\n'),
      ALIPAY_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    });
    expect(config.payments.alipay?.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(config.payments.alipay?.privateKey.asymmetricKeyType).toBe('rsa');
    expect(() =>
      loadConfig({ ALIPAY_APP_ID: 'x', ALIPAY_PRIVATE_KEY: 'not a key', ALIPAY_PUBLIC_KEY: publicPem }),
    ).toThrow(/ALIPAY_PRIVATE_KEY must be an RSA private key/);
    expect(() => loadConfig({ WECHAT_MCH_ID: '1900000109' })).toThrow(
      /WECHAT_APP_ID, WECHAT_MCH_SERIAL_NO, .* are required when WECHAT_MCH_ID is set/,
    );
    expect(() =>
      loadConfig({
        WECHAT_APP_ID: 'wx',
        WECHAT_MCH_ID: '1',
        WECHAT_MCH_SERIAL_NO: 'S',
        WECHAT_PRIVATE_KEY: privatePem,
        WECHAT_API_V3_KEY: 'short',
        WECHAT_PLATFORM_PUBLIC_KEY: publicPem,
      }),
    ).toThrow(/WECHAT_API_V3_KEY must be the 32-character APIv3 key/);
  });
});
