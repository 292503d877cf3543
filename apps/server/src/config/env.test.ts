import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findServerRoot, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      isProduction: false,
      logLevel: 'info',
      trustProxy: false,
      publicOrigin: undefined,
      quoteRateLimit: 120,
      codeResendSeconds: 60,
      passwordHashCost: 'standard',
    });
    expect(config.webDist).toBe(path.join(findServerRoot(), '..', 'web', 'dist'));
    expect(config.migrationsDir).toBe(path.join(findServerRoot(), 'drizzle'));
  });

  it('reads the settings', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: '2',
      PUBLIC_ORIGIN: 'https://boardforge.example/',
      QUOTE_RATE_LIMIT: '0',
      DATABASE_URL: 'postgres://u@db/boardforge',
    });
    expect(config).toMatchObject({
      port: 8080,
      trustProxy: 2,
      publicOrigin: 'https://boardforge.example',
      quoteRateLimit: 0,
      databaseUrl: 'postgres://u@db/boardforge',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses malformed values by name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number from 0 to 65535/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://x.example/app' })).toThrow(/PUBLIC_ORIGIN must be an origin/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ FILE_WORKERS: '0' })).toThrow(/FILE_WORKERS must be a whole number from 1 to 64/);
  });

  it('reads the per-IP login ceiling: 30 a minute unless a rig raises it', () => {
    expect(loadConfig({}).loginsPerIpMinute).toBe(30);
    expect(loadConfig({}).visitLogsPerIpMinute).toBe(60);
    expect(loadConfig({ VISIT_LOGS_PER_IP_MINUTE: '100000' }).visitLogsPerIpMinute).toBe(100_000);
    expect(() => loadConfig({ VISIT_LOGS_PER_IP_MINUTE: '0' })).toThrow(
      /VISIT_LOGS_PER_IP_MINUTE must be a whole number/,
    );
    expect(loadConfig({ LOGINS_PER_IP_MINUTE: '1000' }).loginsPerIpMinute).toBe(1000);
    expect(() => loadConfig({ LOGINS_PER_IP_MINUTE: '0' })).toThrow(/LOGINS_PER_IP_MINUTE must be a whole number/);
  });

  it('takes PASSWORD_HASH_COST=fast for test rigs only, never in production', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'fast' }).passwordHashCost).toBe('fast');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST must be standard or fast/);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'fast' })).toThrow(
      /PASSWORD_HASH_COST=fast is for test rigs and refused when NODE_ENV=production/,
    );
  });

  it('shortens the interval between two codes to one recipient for test rigs only, never in production', () => {
    expect(loadConfig({ CODE_RESEND_SECONDS: '1' }).codeResendSeconds).toBe(1);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '0' })).toThrow(
      /CODE_RESEND_SECONDS must be a whole number from 1 to 60/,
    );
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '61' })).toThrow(
      /CODE_RESEND_SECONDS must be a whole number from 1 to 60/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_RESEND_SECONDS: '1' })).toThrow(
      /CODE_RESEND_SECONDS is for test rigs and refused when NODE_ENV=production/,
    );
  });

  it('lets webhooks reach WEBHOOK_ALLOWED_HOSTS although private, for test rigs only, never in production', () => {
    expect(loadConfig({}).webhookAllowedHosts).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:4100, localhost, [::1]:8080, 127.1:80' }).webhookAllowedHosts,
    ).toEqual([
      { hostname: '127.0.0.1', port: '4100' },
      { hostname: 'localhost', port: null },
      { hostname: '[::1]', port: '8080' },
      { hostname: '127.0.0.1', port: '80' },
    ]);
    for (const entry of ['http://127.0.0.1', '127.0.0.1/hooks', '::1', 'host:99999', 'a b']) {
      expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: entry }), entry).toThrow(
        /WEBHOOK_ALLOWED_HOSTS entries must be host or host:port/,
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:4100' })).toThrow(
      /WEBHOOK_ALLOWED_HOSTS is for test rigs and refused when NODE_ENV=production/,
    );
  });

  it('sizes the file worker pool: two workers at most by default, FILE_WORKERS when set', () => {
    expect(loadConfig({}).fileWorkers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({}).fileWorkers).toBeLessThanOrEqual(2);
    expect(loadConfig({ FILE_WORKERS: '4' }).fileWorkers).toBe(4);
  });

  it('keeps files on the disk by default, in FILES_DIR or DATA_DIR/files', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk', filesDir: path.resolve('./data/files') });
    expect(loadConfig({ DATA_DIR: '/srv/bf' }).storage).toEqual({ kind: 'disk', filesDir: '/srv/bf/files' });
    expect(loadConfig({ STORAGE: 'disk', FILES_DIR: '/mnt/files' }).storage).toEqual({
      kind: 'disk',
      filesDir: '/mnt/files',
    });
  });

  it('reads STORAGE=s3 and the S3_* settings (MinIO, Aliyun OSS, AWS)', () => {
    const minio = {
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'boardforge',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      bucket: 'boardforge',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const aws = { ...minio, S3_ENDPOINT: '', S3_REGION: 'ap-east-1', S3_FORCE_PATH_STYLE: '' };
    expect(loadConfig(aws).storage).toMatchObject({ endpoint: undefined, region: 'ap-east-1', forcePathStyle: false });
  });

  it('refuses an S3 store with settings missing or malformed, naming each, on one line', () => {
    const attempt = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    const missing = attempt({ STORAGE: 's3', S3_BUCKET: 'boardforge' });
    expect(missing).toBe(
      'Invalid configuration: S3_REGION is required when STORAGE=s3; S3_ACCESS_KEY_ID is required when STORAGE=s3; ' +
        'S3_SECRET_ACCESS_KEY is required when STORAGE=s3',
    );
    expect(missing).not.toContain('\n');
    const complete = {
      STORAGE: 's3',
      S3_REGION: 'r',
      S3_BUCKET: 'b-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(attempt(complete)).toBe('accepted');
    expect(attempt({ ...complete, S3_BUCKET: 'Bad_Bucket' })).toContain('S3_BUCKET must be a bucket name');
    expect(attempt({ ...complete, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT must be an http(s) URL');
    const withCredentials = attempt({ ...complete, S3_ENDPOINT: 'https://user:hunter2@oss.example' });
    expect(withCredentials).toContain('S3_ENDPOINT must be an http(s) URL without credentials');
    expect(withCredentials).not.toContain('hunter2');
    expect(attempt({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE must be true or false');
    expect(attempt({ STORAGE: 'oss' })).toContain('STORAGE must be disk or s3 (got "oss")');
  });

  it('refuses S3_* settings without STORAGE=s3 rather than silently keeping files on the disk', () => {
    expect(() => loadConfig({ S3_BUCKET: 'boardforge', S3_REGION: 'us-east-1' })).toThrow(
      'S3_REGION, S3_BUCKET set but STORAGE is not s3 (set STORAGE=s3, or remove the S3_* settings)',
    );
  });

  it('signs mini-program hand-offs with WECHAT_MINI_HANDOFF_KEY: 32 characters at least, required in production', () => {
    const mini = { WECHAT_MINI_APP_ID: 'wx0123456789abcdef', WECHAT_MINI_APP_SECRET: 'app-secret' };
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...mini, WECHAT_MINI_HANDOFF_KEY: key }).wechatMini?.handoffKey).toBe(key);
    // Outside production a missing key is a random one per process (tokens live minutes).
    expect(loadConfig(mini).wechatMini?.handoffKey).toHaveLength(64);
    expect(() => loadConfig({ ...mini, WECHAT_MINI_HANDOFF_KEY: 'short' })).toThrow(
      'WECHAT_MINI_HANDOFF_KEY must be at least 32 characters long',
    );
    expect(() => loadConfig({ ...mini, NODE_ENV: 'production' })).toThrow(
      'WECHAT_MINI_HANDOFF_KEY is required with a mini program when NODE_ENV=production',
    );
  });

  it('stops a production start without the required settings, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL .*required.*PUBLIC_ORIGIN is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/var/lib/boardforge' })).toThrow(/PUBLIC_ORIGIN/);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/boardforge',
      PUBLIC_ORIGIN: 'https://boardforge.example',
      TRUST_PROXY: 'false',
      // Accounts issue: production also needs a code secret, a staff mailbox and real SMS and mail providers.
      CODE_SECRET: 'x'.repeat(32),
      STAFF_MAILBOX: 'staff@boardforge.example',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '板工坊',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'smtp.boardforge.example',
      SMTP_FROM: 'noreply@boardforge.example',
    });
    expect(config).toMatchObject({ isProduction: true, dataDir: '/var/lib/boardforge', codeResendSeconds: 60 });
    // The metrics token is optional in production too; when set it is held to the same length as the other secrets.
    expect(config.metricsToken).toBeUndefined();
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/boardforge',
      PUBLIC_ORIGIN: 'https://boardforge.example',
      TRUST_PROXY: '1',
      CODE_SECRET: 'x'.repeat(32),
      STAFF_MAILBOX: 'staff@boardforge.example',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '板工坊',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'smtp.boardforge.example',
      SMTP_FROM: 'noreply@boardforge.example',
    };
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(31) })).toThrow(
      'METRICS_TOKEN must be at least 32 characters long',
    );
  });

  it('reads METRICS_TOKEN: unset by default, 32 characters at least and no spaces when set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ` ${'t'.repeat(40)} ` }).metricsToken).toBe('t'.repeat(40));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters long');
    expect(() => loadConfig({ METRICS_TOKEN: `${'t'.repeat(20)} ${'t'.repeat(20)}` })).toThrow(
      'METRICS_TOKEN must not contain spaces',
    );
  });

  it('requires TRUST_PROXY in production, where false (clients connect directly) must be said', () => {
    const complete = {
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/boardforge',
      PUBLIC_ORIGIN: 'https://boardforge.example',
      CODE_SECRET: 'x'.repeat(32),
      STAFF_MAILBOX: 'staff@boardforge.example',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '板工坊',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'smtp.boardforge.example',
      SMTP_FROM: 'noreply@boardforge.example',
    };
    expect(() => loadConfig(complete)).toThrow(
      'Invalid configuration: TRUST_PROXY is required when NODE_ENV=production (true or a hop count behind a proxy, proxy addresses, or false)',
    );
    expect(() => loadConfig({ ...complete, TRUST_PROXY: ' ' })).toThrow(/TRUST_PROXY is required/);
    expect(loadConfig({ ...complete, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...complete, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    // Outside production unset still means "no proxy".
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
