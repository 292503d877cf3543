import { imageLimits } from '@boardforge/contracts/images.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { craftPng, picture } from './fixtures/test-images.ts';
import { createDataDir, listFolder, postFile } from './fixtures/upload-requests.ts';
import {
  createTestApp,
  createTestCustomer,
  logIn,
  logInAsStaff,
  type TestApp,
  testCustomer,
} from './helpers/test-app.ts';

let testApp: TestApp;
let staff: string;
let customer: string;
const dataDir = createDataDir();
let before: Record<string, number>;

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  await createTestCustomer(testApp);
  staff = await logInAsStaff(testApp.app, '11');
  customer = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});
beforeEach(() => {
  before = listFolder(dataDir.dir);
});

const upload = (
  content: Uint8Array | string,
  options: { filename?: string; contentType?: string; cookie?: string } = {},
) =>
  postFile(
    testApp.app,
    '/api/erp/images/upload',
    { filename: options.filename ?? 'picture.png', content, contentType: options.contentType ?? 'image/png' },
    { cookie: options.cookie ?? staff },
  );

/** A refusal naming the field `file` and its limit; nothing new on disk; the server still serving. */
async function expectRefused(
  response: Awaited<ReturnType<typeof upload>>,
  status: number,
  reason: string,
  message: RegExp,
): Promise<void> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  const body = response.json();
  expect(body.data.reason).toBe(reason);
  expect(body.data.errors).toEqual([{ field: 'file', message: expect.stringMatching(message) }]);
  expect(body.msg).toMatch(message);
  expect(listFolder(dataDir.dir)).toEqual(before);
  expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
}

describe('accepted images', () => {
  it('re-encodes a PNG, narrows it to the stored width, makes a thumbnail and serves both publicly with a long cache', async () => {
    const response = await upload(await picture(2000, 1000).png().toBuffer(), {
      filename: 'not-an-image.txt',
      contentType: 'text/plain',
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data;
    expect(image).toEqual({
      id: expect.any(String),
      url: `/api/images/${image.id}`,
      thumbnailUrl: `/api/images/${image.id}/thumbnail`,
      width: imageLimits.maxStoredWidth,
      height: 800,
    });
    const served = await testApp.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1600, height: 800 });
    const thumbnail = await testApp.app.inject({ method: 'GET', url: image.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: imageLimits.thumbnailWidth });
  });

  it('keeps a small image at its size and strips the metadata of a JPEG (EXIF, GPS)', async () => {
    const jpeg = await picture(400, 300)
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'gps-and-name' } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes('secret-owner')).toBe(true);
    const response = await upload(jpeg, { filename: 'photo.png', contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ width: 400, height: 300 });
    const served = await testApp.app.inject({ method: 'GET', url: response.json().data.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('accepts WebP, and answers 404 for an unknown or malformed id', async () => {
    const response = await upload(await picture(64, 64).webp().toBuffer(), {
      filename: 'x.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(200);
    const served = await testApp.app.inject({ method: 'GET', url: response.json().data.url });
    expect(served.headers['content-type']).toBe('image/webp');
    for (const url of [
      '/api/images/00000000-0000-4000-8000-000000000000',
      '/api/images/00000000-0000-4000-8000-000000000000/thumbnail',
      '/api/images/not-an-id',
    ]) {
      const missing = await testApp.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().data.reason).toBe('resource.notFound');
    }
  });
});

describe('hostile images', () => {
  it('refuses content that is not an image whatever its name and declared type (wrong magic bytes)', async () => {
    await expectRefused(
      await upload('<svg onload="alert(1)"></svg>', { filename: 'a.png' }),
      415,
      'file.wrongType',
      /JPEG, PNG or WebP/,
    );
    await expectRefused(
      await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')),
      415,
      'file.wrongType',
      /JPEG, PNG or WebP/,
    );
    await expectRefused(await upload(Buffer.from('MZ\x90\x00executable')), 415, 'file.wrongType', /not a JPEG/);
  });

  it('refuses a polyglot: image magic bytes in front of HTML and script', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    await expectRefused(
      await upload(polyglot, { filename: 'x.jpg', contentType: 'image/jpeg' }),
      400,
      'field.invalid',
      /could not be read/,
    );
    const pngThenJpeg = Buffer.concat([craftPng(64, 64).subarray(0, 8), await picture(64, 64).jpeg().toBuffer()]);
    await expectRefused(await upload(pngThenJpeg), 400, 'field.invalid', /could not be read/);
  });

  it('serves a valid image with a script appended only as re-encoded pixels (the payload is gone)', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const png = Buffer.concat([await picture(64, 64).png().toBuffer(), Buffer.from(payload)]);
    const response = await upload(png);
    if (response.statusCode === 200) {
      const served = await testApp.app.inject({ method: 'GET', url: response.json().data.url });
      expect(served.rawPayload.includes(payload)).toBe(false);
    } else {
      await expectRefused(response, 400, 'field.invalid', /could not be read/);
    }
  });

  it('refuses huge dimensions declared in a tiny file before decoding a pixel', async () => {
    const huge = craftPng(60_000, 60_000);
    expect(huge.length).toBeLessThan(200);
    await expectRefused(await upload(huge), 400, 'field.invalid', /60000×60000.*at most 6000 pixels/);
    await expectRefused(await upload(craftPng(6001, 100)), 400, 'field.invalid', /at most 6000 pixels/);
  });

  it('refuses a decompression bomb: within each side but more pixels than the megapixel limit', async () => {
    await expectRefused(await upload(craftPng(5800, 5800)), 400, 'field.invalid', /limit of 25 megapixels/);
  });

  it('refuses an image smaller than the minimum side', async () => {
    await expectRefused(
      await upload(await picture(20, 400).png().toBuffer()),
      400,
      'field.invalid',
      /at least 32 pixels/,
    );
  });

  it('refuses a corrupt image: a valid header over truncated or garbage pixel data', async () => {
    const whole = await picture(300, 300).png().toBuffer();
    await expectRefused(
      await upload(whole.subarray(0, Math.floor(whole.length / 2))),
      400,
      'field.invalid',
      /could not be read/,
    );
    await expectRefused(await upload(craftPng(300, 300)), 400, 'field.invalid', /could not be read/);
  });

  it('refuses a file over the size limit naming the limit, and a missing file naming the field', async () => {
    const big = Buffer.concat([await picture(64, 64).png().toBuffer(), Buffer.alloc(imageLimits.maxBytes)]);
    await expectRefused(await upload(big), 413, 'field.tooLarge', /limit of 5 MB/);
    await expectRefused(await upload(''), 400, 'field.invalid', /form field "file"/);
  });

  it('holds the size limit under a burst of parallel oversized uploads, storing nothing, then serves valid ones in parallel', async () => {
    const big = Buffer.concat([await picture(64, 64).png().toBuffer(), Buffer.alloc(imageLimits.maxBytes + 1)]);
    const refused = await Promise.all(Array.from({ length: 10 }, () => upload(big)));
    expect(refused.map((response) => response.statusCode)).toEqual(Array(10).fill(413));
    expect(listFolder(dataDir.dir)).toEqual(before);
    const small = await picture(500, 200).jpeg().toBuffer();
    const accepted = await Promise.all(Array.from({ length: 6 }, () => upload(small)));
    expect(accepted.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(accepted.map((response) => response.json().data.id)).size).toBe(6);
    // Same bytes, same storage key: the six records share one stored image and one thumbnail.
    const added = Object.keys(listFolder(dataDir.dir)).filter((name) => !(name in before));
    expect(added.filter((name) => name.startsWith('files/'))).toHaveLength(2);
  });

  it('lets only staff upload: a visitor is a 401, a customer a 403', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const visitor = await postFile(testApp.app, '/api/erp/images/upload', { filename: 'a.png', content: png });
    expect(visitor.statusCode).toBe(401);
    expect((await upload(png, { cookie: customer })).statusCode).toBe(403);
    expect(listFolder(dataDir.dir)).toEqual(before);
  });
});
