// `npm run backup -- --out DIR` and `npm run restore -- --from DIR` (issue 34): the database with pg_dump / pg_restore
// and the stored files copied object by object, from and to the storage the settings name (STORAGE=s3 and S3_*, or the
// disk folder FILES_DIR, default DATA_DIR/files). Stored files are named by the SHA-256 of their content, so every copy
// is checked against its name. Restore wants an empty database and an empty bucket or folder (a restore drill:
// scripts/restore-drill.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Where the files are, from the same settings the server reads (README, "Settings"). */
export function readStorageTarget(env = process.env) {
  if ((env.STORAGE ?? 'disk') === 's3') {
    for (const name of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!env[name]) throw new Error(`${name} is required when STORAGE=s3`);
    }
    const client = new S3Client({
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { kind: 's3', client, bucket: env.S3_BUCKET, label: `bucket ${env.S3_BUCKET}` };
  }
  const folder = path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR ?? './data', 'files'));
  return { kind: 'disk', folder, label: `folder ${folder}` };
}

/** Every stored object's key (`ab/abcdef…`, the layout of both stores). */
async function listKeys(target) {
  if (target.kind === 'disk') {
    if (!existsSync(target.folder)) return [];
    return readdirSync(target.folder, { recursive: true })
      .map(String)
      .filter((relative) => /^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(relative.replaceAll(path.sep, '/')))
      .filter((relative) => statSync(path.join(target.folder, relative)).isFile());
  }
  const keys = [];
  let token;
  do {
    const page = await target.client.send(
      new ListObjectsV2Command({ Bucket: target.bucket, ContinuationToken: token }),
    );
    for (const entry of page.Contents ?? []) keys.push(entry.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

async function readObject(target, key) {
  if (target.kind === 'disk') return readFileSync(path.join(target.folder, key));
  const answer = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
  return Buffer.from(await answer.Body.transformToByteArray());
}

async function writeObject(target, key, bytes) {
  if (target.kind === 'disk') {
    mkdirSync(path.dirname(path.join(target.folder, key)), { recursive: true });
    writeFileSync(path.join(target.folder, key), bytes);
    return;
  }
  await target.client.send(new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: bytes }));
}

/** Throws when the bytes do not hash to the name they are kept under. */
function verify(key, bytes) {
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (!key.endsWith(`/${hash}`)) throw new Error(`stored file ${key} does not match its content (sha256 ${hash})`);
}

function requireDatabaseUrl(env) {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    throw new Error('DATABASE_URL=postgres://… is required (a PGlite data folder is backed up by copying DATA_DIR)');
  }
  return env.DATABASE_URL;
}

/** pg_dump of DATABASE_URL and a checked copy of every stored file into `out`. */
export async function backUp(out, env = process.env) {
  const databaseUrl = requireDatabaseUrl(env);
  const target = readStorageTarget(env);
  mkdirSync(path.join(out, 'files'), { recursive: true });
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(out, 'database.dump'), databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const keys = await listKeys(target);
  let bytesCopied = 0;
  for (const key of keys) {
    const bytes = await readObject(target, key);
    verify(key, bytes);
    mkdirSync(path.dirname(path.join(out, 'files', key)), { recursive: true });
    writeFileSync(path.join(out, 'files', key), bytes);
    bytesCopied += bytes.length;
  }
  const manifest = { files: keys.length, bytes: bytesCopied, from: target.label };
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (target.kind === 's3') target.client.destroy();
  return manifest;
}

/** pg_restore into DATABASE_URL (an empty database) and every file of the backup into the storage, checked. */
export async function restore(from, env = process.env) {
  const databaseUrl = requireDatabaseUrl(env);
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8'));
  const target = readStorageTarget(env);
  const present = await listKeys(target);
  if (present.length > 0)
    throw new Error(`the ${target.label} is not empty (${present.length} files): restore wants an empty one`);
  execFileSync(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--dbname', databaseUrl, path.join(from, 'database.dump')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const keys = await listKeys({ kind: 'disk', folder: path.join(from, 'files') });
  for (const key of keys) {
    const bytes = readFileSync(path.join(from, 'files', key));
    verify(key, bytes);
    await writeObject(target, key.replaceAll(path.sep, '/'), bytes);
  }
  if (keys.length !== manifest.files)
    throw new Error(`the backup lists ${manifest.files} files but holds ${keys.length}`);
  if (target.kind === 's3') target.client.destroy();
  return { files: keys.length, to: target.label };
}

const [command, flag, folder] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (command === 'backup' && flag === '--out' && folder) console.log(await backUp(path.resolve(folder)));
    else if (command === 'restore' && flag === '--from' && folder) console.log(await restore(path.resolve(folder)));
    else {
      console.error('usage: node scripts/backup.mjs backup --out DIR | restore --from DIR');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
