import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { previewImage } from './site-page-html.ts';

describe('the link-preview image', () => {
  it('is a PNG in the web app’s public folder of the size the og:image tags state', () => {
    const file = fileURLToPath(new URL(`../../../../web/public${previewImage.path}`, import.meta.url));
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: previewImage.width,
      height: previewImage.height,
    });
  });
});
