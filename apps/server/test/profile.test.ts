import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './fakes/member-helpers.ts';
import { craftPng, picture } from './fixtures/test-images.ts';
import { listFolder } from './fixtures/upload-requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'boardforge-profile-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  ({ cookie } = await createMember(testApp, { phone: '13755550001', points: 120 }));
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
beforeAll(async () => {
  png = await picture(64, 64).png().toBuffer();
  jpeg = await picture(64, 64).jpeg().toBuffer();
  webp = await picture(64, 64).webp().toBuffer();
});

/** A multipart/form-data body with one file part. */
function multipartBody(field: string, fileName: string, contentType: string, bytes: Buffer, language = 'en') {
  const boundary = `----boardforge${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, 'accept-language': language },
  };
}

const upload = (field: string, fileName: string, contentType: string, bytes: Buffer, language?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    ...multipartBody(field, fileName, contentType, bytes, language),
  });

/** The stored files (avatars go into the file storage, DATA_DIR/files by default, keyed by their SHA-256). */
const listStored = () => Object.keys(listFolder(path.join(dataDir, 'files'))).sort();

const readUserInfoCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const value = response.cookies.find((entry) => entry.name === 'userInfo')?.value;
  return value ? JSON.parse(value) : undefined;
};

describe('GET/POST /api/user/profile', () => {
  it('answers the own profile and refreshes the userInfo cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      phone: '13755550001',
      nickname: 'Member 0001',
      qq: '',
      company: '',
      email: '',
      avatarUrl: '',
      score: 120,
    });
    expect(readUserInfoCookie(response)).toMatchObject({ phonenumber: '13755550001', userscore: 120 });
  });

  it('saves nickname, company, e-mail and QQ', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { nickname: ' 张工 ', company: '深圳示例电子', email: 'Zhang@Example.cn', qq: '10001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      nickname: '张工',
      company: '深圳示例电子',
      email: 'zhang@example.cn',
      qq: '10001',
    });
    expect(readUserInfoCookie(response)).toMatchObject({ nickname: '张工' });
  });

  it('refuses a bad nickname, e-mail or QQ with 400 naming the field', async () => {
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'POST', url: '/api/user/profile', headers: { cookie, ...headers }, payload });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickname: '' }, 'nickname', 'nickname is required'],
      [{ nickname: 'x'.repeat(31) }, 'nickname', 'nickname must be at most 30 characters long'],
      [{ nickname: 'ok', email: 'not-an-address' }, 'email', 'email must be a valid email'],
      [{ nickname: 'ok', qq: '0123' }, 'qq', 'A QQ number has 5 to 12 digits.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = response.json().data.errors as { field: string; message: string }[];
      expect(
        errors.map((error) => error.field),
        JSON.stringify(payload),
      ).toContain(field);
      expect(errors).toContainEqual({ field, message });
    }
    const zh = await post({ nickname: 'ok', qq: 'abcde' }, { 'accept-language': 'zh-CN' });
    expect(zh.json().data.errors).toEqual([{ field: 'qq', message: 'QQ号应为 5–12 位数字。' }]);
  });

  it('is only for logged-in users', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/avatar and GET /api/user/avatar/:file', () => {
  it('stores a PNG under its SHA-256, ignoring the client name, and serves it with a server-chosen type', async () => {
    const response = await upload('file', '../../etc/passwd.html', 'text/html', png);
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = response.json().data as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/user\/avatar\/[0-9a-f]{64}\.png$/);
    const hash = avatarUrl.split('/').at(-1)?.slice(0, 64) ?? '';
    expect(listStored()).toEqual([`${hash.slice(0, 2)}/${hash}`]);
    expect(await readdir(dataDir)).not.toContain('avatars');

    const served = await testApp.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });

    const profile = await testApp.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
    expect(profile.json().data.avatarUrl).toBe(avatarUrl);
    expect(readUserInfoCookie(profile)).toMatchObject({ avatarurl: avatarUrl });
  });

  it('recognises JPEG and WebP by their bytes', async () => {
    const asJpeg = await upload('file', 'photo.png', 'image/png', jpeg);
    expect(asJpeg.json().data.avatarUrl).toMatch(/\.jpg$/);
    const asWebp = await upload('file', 'photo', 'application/octet-stream', webp);
    expect(asWebp.json().data.avatarUrl).toMatch(/\.webp$/);
    const served = await testApp.app.inject({ method: 'GET', url: asWebp.json().data.avatarUrl });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses what is not a PNG, JPEG or WebP by content with 415 naming the file, whatever its name says', async () => {
    const before = listStored();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload('file', 'avatar.png', 'image/png', html);
    expect(response.statusCode).toBe(415);
    const message = 'The file is not a JPEG, PNG or WebP image (read from its content, not its name).';
    expect(response.json()).toEqual({
      code: '415',
      msg: message,
      data: { reason: 'file.wrongType', errors: [{ field: 'file', message }] },
    });
    const chinese = await upload('file', 'avatar.png', 'image/png', html, 'zh-CN');
    expect(chinese.json().msg).toBe('文件不是 JPEG、PNG 或 WebP 图片（按文件内容判断，而非文件名）。');
    const svg = await upload(
      'file',
      'avatar.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.statusCode).toBe(415);
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(listStored()).toEqual(before);
  });

  it('re-encodes an image with a script appended: the stored bytes differ and hold no script', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([png, Buffer.from(payload)]);
    const response = await upload('file', 'avatar.png', 'image/png', polyglot);
    expect(response.statusCode, response.body).toBe(200);
    const served = await testApp.app.inject({ method: 'GET', url: response.json().data.avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(polyglot)).toBe(false);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('strips the metadata of a photo (EXIF: owner, GPS) and fits a large one into 512 × 512', async () => {
    const photo = await picture(1200, 800)
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'home-address' } })
      .jpeg()
      .toBuffer();
    expect(photo.includes('secret-owner')).toBe(true);
    const response = await upload('file', 'photo.jpg', 'image/jpeg', photo);
    expect(response.statusCode, response.body).toBe(200);
    const served = await testApp.app.inject({ method: 'GET', url: response.json().data.avatarUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
    expect(served.rawPayload.includes('home-address')).toBe(false);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 341 });
  });

  it('refuses a header claiming 65 535 × 65 535 pixels before decoding, naming the file and the limit', async () => {
    const before = listStored();
    const huge = craftPng(65_535, 65_535);
    expect(huge.length).toBeLessThan(200);
    const english = await upload('file', 'huge.png', 'image/png', huge);
    expect(english.statusCode).toBe(400);
    const message = 'The image is 65535×65535 pixels; each side may be at most 6000 pixels.';
    expect(english.json()).toEqual({
      code: '400',
      msg: message,
      data: { reason: 'field.invalid', errors: [{ field: 'file', message }] },
    });
    const chinese = await upload('file', 'huge.png', 'image/png', huge, 'zh-CN');
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().data.errors).toEqual([
      { field: 'file', message: '图片尺寸为 65535×65535 像素；每边最多 6000 像素。' },
    ]);
    const damaged = await upload('file', 'damaged.png', 'image/png', craftPng(300, 300));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().data.errors[0].message).toMatch(/could not be read/);
    expect(listStored()).toEqual(before);
  });

  it('refuses a file over 2 MB with 413 and keeps nothing of it', async () => {
    const before = listStored();
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const response = await upload('file', 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe('The image is larger than the limit of 2 MiB.');
    expect(listStored()).toEqual(before);
  });

  it('asks for the field "file" and a login', async () => {
    const wrongField = await upload('picture', 'a.png', 'image/png', png);
    expect(wrongField.statusCode).toBe(400);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...multipartBody('file', 'a.png', 'image/png', png),
      headers: { 'content-type': multipartBody('file', 'a.png', 'image/png', png).headers['content-type'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown or malformed avatar names (no path traversal)', async () => {
    for (const name of [`${'0'.repeat(64)}.png`, '..%2F..%2Fpackage.json', 'x.png', `${'a'.repeat(64)}.svg`]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/user/avatar/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });
});
