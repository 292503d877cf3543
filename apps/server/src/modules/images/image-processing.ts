import { type ImageMediaType, imageLimits, imageUploadField } from '@boardforge/contracts/images.ts';
import sharp, { type Sharp } from 'sharp';
import { FieldAppError } from '../../lib/app-error.ts';
import { detectImageFormat } from './image-format.ts';

/** One encoded picture: its bytes and size. */
type EncodedPicture = { bytes: Buffer; width: number; height: number };

/** What an accepted upload becomes: the stored image and its thumbnail, both in `mediaType`. */
export type ProcessedImage = { mediaType: ImageMediaType; image: EncodedPicture; thumbnail: EncodedPicture };

const sharpFormats = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const maxPixels = imageLimits.maxMegapixels * 1_000_000;

// libvips keeps decoded images in a cache by default; uploads are decoded once, so the cache only holds memory.
sharp.cache(false);

// Decoding takes memory in proportion to the pixels: at most two uploads decode at once, the others wait their turn.
const maxParallelDecodes = 2;
let runningDecodes = 0;
const waitingDecodes: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningDecodes >= maxParallelDecodes) await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  else runningDecodes += 1;
  try {
    return await work();
  } finally {
    const next = waitingDecodes.shift();
    if (next) next();
    else runningDecodes -= 1;
  }
}

/**
 * Checks an uploaded image and re-encodes it (reencodeImage): the stored image narrowed to maxStoredWidth, and its
 * thumbnail.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { mediaType, pictures } = await reencodeImage(bytes, [
    { width: imageLimits.maxStoredWidth },
    { width: imageLimits.thumbnailWidth },
  ]);
  const [image, thumbnail] = pictures;
  if (!image || !thumbnail) throw new Error('reencodeImage returned fewer pictures than boxes');
  return { mediaType, image, thumbnail };
}

/** A box a re-encoded picture is narrowed to fit: at most `width` wide and, when given, `height` high; never enlarged. */
type PictureBox = { width: number; height?: number };

/**
 * Checks an uploaded image and re-encodes it once per box, in its own format: the format from the magic bytes (JPEG,
 * PNG, WebP; else 415), the size from the header before any pixel is decoded (each side within minSide..maxSide, at
 * most maxMegapixels; else 400 naming the limit), then a strict decode (a damaged or truncated image is a 400). Each
 * picture is turned upright, fitted into its box keeping its proportions and written without metadata (EXIF, GPS,
 * ICC, comments) and without whatever trailed the image data. Refusals name the form field `file`.
 */
export async function reencodeImage(
  bytes: Buffer,
  boxes: readonly PictureBox[],
): Promise<{ mediaType: ImageMediaType; pictures: EncodedPicture[] }> {
  const mediaType = detectImageFormat(bytes.subarray(0, 16));
  if (!mediaType) throw new FieldAppError(imageUploadField, 'images.notImage', {}, '415');
  const format = sharpFormats[mediaType];
  const header = await readHeader(bytes);
  if (header.format !== format) throw new FieldAppError(imageUploadField, 'images.corrupt');
  checkDimensions(header.width, header.height);
  return withDecodeSlot(async () => {
    try {
      const input = { limitInputPixels: maxPixels, failOn: 'warning' as const, autoOrient: true };
      const pictures: EncodedPicture[] = [];
      for (const box of boxes) {
        const resize = { width: box.width, ...(box.height ? { height: box.height } : {}), fit: 'inside' as const };
        pictures.push(await encode(sharp(bytes, input).resize({ ...resize, withoutEnlargement: true }), format));
      }
      return { mediaType, pictures };
    } catch {
      throw new FieldAppError(imageUploadField, 'images.corrupt');
    }
  });
}

/** The format and size the header declares, without decoding pixels; a header that cannot be read is a 400. */
async function readHeader(bytes: Buffer): Promise<{ format: string; width: number; height: number }> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format: metadata.format ?? '', width: metadata.width ?? 0, height: metadata.height ?? 0 };
  } catch {
    throw new FieldAppError(imageUploadField, 'images.corrupt');
  }
}

/** Refuses a declared size outside the limits, naming the limit broken. */
function checkDimensions(width: number, height: number): void {
  const size = { width, height };
  if (width > imageLimits.maxSide || height > imageLimits.maxSide) {
    throw new FieldAppError(imageUploadField, 'images.tooLargeDimensions', { ...size, limit: imageLimits.maxSide });
  }
  if (width < imageLimits.minSide || height < imageLimits.minSide) {
    throw new FieldAppError(imageUploadField, 'images.tooSmallDimensions', { ...size, limit: imageLimits.minSide });
  }
  if (width * height > maxPixels) {
    throw new FieldAppError(imageUploadField, 'images.tooManyPixels', { ...size, limit: imageLimits.maxMegapixels });
  }
}

async function encode(pipeline: Sharp, format: (typeof sharpFormats)[ImageMediaType]): Promise<EncodedPicture> {
  const encoder =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 82 })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 8 })
        : pipeline.webp({ quality: 80 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
