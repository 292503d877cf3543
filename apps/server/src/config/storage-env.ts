import { readText } from './env-readers.ts';

/** Files in a local folder (the default): FILES_DIR. */
export type DiskStorageSettings = { kind: 'disk'; filesDir: string };

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS): the endpoint (undefined: AWS's own for the region),
 * the region, the bucket, an access key, and whether the bucket is addressed in the path (MinIO) or as a host name
 * (AWS, Aliyun OSS).
 */
export type S3StorageSettings = {
  kind: 's3';
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** Where stored files live: STORAGE=disk (default) or STORAGE=s3 with the S3_* settings. */
export type StorageSettings = DiskStorageSettings | S3StorageSettings;

const s3SettingNames = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

// Bucket names as S3 and OSS both accept them: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit
// at each end.
const bucketNamePattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads STORAGE and the S3_* settings (documented in env.ts). STORAGE=s3 needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID
 * and S3_SECRET_ACCESS_KEY; S3_ENDPOINT is an http(s) URL when set; S3_FORCE_PATH_STYLE is true or false. An S3_*
 * setting without STORAGE=s3 is refused too: files would silently go to the local disk instead of the bucket meant.
 */
export function readStorageSettings(env: NodeJS.ProcessEnv, filesDir: string, problems: string[]): StorageSettings {
  const kind = readText(env.STORAGE) ?? 'disk';
  if (kind !== 'disk' && kind !== 's3') {
    problems.push(`STORAGE must be disk or s3 (got "${kind}")`);
    return { kind: 'disk', filesDir };
  }
  if (kind === 'disk') {
    const stray = s3SettingNames.filter((name) => readText(env[name]) !== undefined);
    if (stray.length > 0) {
      problems.push(`${stray.join(', ')} set but STORAGE is not s3 (set STORAGE=s3, or remove the S3_* settings)`);
    }
    return { kind: 'disk', filesDir };
  }
  const required = (name: (typeof s3SettingNames)[number]) => {
    const value = readText(env[name]);
    if (value === undefined) problems.push(`${name} is required when STORAGE=s3`);
    return value ?? '';
  };
  const region = required('S3_REGION');
  const bucket = required('S3_BUCKET');
  const accessKeyId = required('S3_ACCESS_KEY_ID');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
  if (bucket !== '' && !bucketNamePattern.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  return {
    kind: 's3',
    endpoint: readEndpoint(env.S3_ENDPOINT, problems),
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readForcePathStyle(env.S3_FORCE_PATH_STYLE, problems),
  };
}

function readEndpoint(value: string | undefined, problems: string[]): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '') {
      return text.replace(/\/+$/, '');
    }
  } catch {
    // reported below
  }
  problems.push(
    `S3_ENDPOINT must be an http(s) URL without credentials, e.g. https://oss-cn-hangzhou.aliyuncs.com (got "${text.includes('@') ? 'a URL with credentials' : text}")`,
  );
  return undefined;
}

function readForcePathStyle(value: string | undefined, problems: string[]): boolean {
  const text = readText(value)?.toLowerCase();
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${value?.trim()}")`);
  return false;
}
