import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isQqNumber } from '@boardforge/contracts/accounts.ts';
import { type Profile, profileLimits, type UpdateProfileRequest } from '@boardforge/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { detectImageFormat, reencodeUploadedImage } from '../images/images.public.ts';
import { createStorageUnavailableError, type FileStorage, isMissingKeyError } from '../storage/file-storage.ts';
import type { StoredContentsService } from '../storage/stored-contents.service.ts';
import { type ImageType, imageContentTypes, imageTypesByMediaType } from './image-type.ts';
import { findProfile, updateAvatarUrl, updateUserDetails, upsertProfile } from './profile.repository.ts';

/** The URL path avatars are served under (GET /api/user/avatar/:file). */
export const avatarUrlPrefix = '/api/user/avatar/';

/** An avatar's file name: the SHA-256 of its bytes (its storage key) and its type. */
export const avatarFilePattern = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** A stored avatar fits in this square, in pixels (the pages show it at most 88 px wide: room for sharp screens). */
const avatarSide = 512;

/** Creates the profile service: own data, its changes, and avatars in the file storage by content hash. */
export function createProfileService(dependencies: {
  db: Db;
  now: () => Date;
  /** Reads avatars; storing goes through `contents`, which takes content back from the clean-up first. */
  storage: FileStorage;
  contents: StoredContentsService;
}) {
  const { db, now, storage, contents } = dependencies;

  /** The member's profile (404 if the user vanished). */
  async function getProfile(userId: string): Promise<Profile> {
    const found = await findProfile(db, userId);
    if (!found) throw new AppError('401', 'errors.unauthorized');
    const { user } = found;
    return {
      uid: user.id,
      phone: user.phone ?? '',
      nickname: user.nickname,
      qq: user.qq ?? '',
      company: found.company,
      email: found.email,
      avatarUrl: user.avatarUrl,
      score: user.score,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Saves nickname, QQ, company and e-mail; fields left out keep their value. */
  async function updateProfile(userId: string, input: UpdateProfileRequest): Promise<Profile> {
    const current = await getProfile(userId);
    const qq = input.qq ?? current.qq;
    if (qq !== '' && !isQqNumber(qq)) throw new FieldAppError('qq', 'accounts.qqInvalid');
    await db.transaction(async (tx) => {
      await updateUserDetails(tx, userId, { nickname: input.nickname, qq: qq === '' ? null : qq });
      await upsertProfile(tx, userId, {
        company: input.company ?? current.company,
        email: (input.email ?? current.email).toLowerCase(),
        at: now(),
      });
    });
    return getProfile(userId);
  }

  /**
   * Stores an avatar in the file storage under the SHA-256 of its bytes, served as <sha256>.<type>: checked and re-encoded by the back office's image
   * pipeline (images.public.ts: type by magic bytes, dimensions before decoding, no metadata, no trailing bytes),
   * fitted into avatarSide × avatarSide; the client's name and content type are ignored. Points the user at it once
   * the bytes are stored, so a storage outage (503) leaves the user's avatar as it was.
   * 413 over 2 MiB, 415 not an image, 400 an image too large in pixels or unreadable (naming the field `file`).
   */
  async function saveAvatar(userId: string, bytes: Buffer): Promise<{ avatarUrl: string }> {
    if (bytes.length > profileLimits.avatarBytes)
      throw new AppError('413', 'profile.avatarTooLarge', { limit: '2 MiB' });
    const avatar = await reencodeUploadedImage(bytes, avatarSide);
    const type = imageTypesByMediaType[avatar.mediaType];
    const key = createHash('sha256').update(avatar.bytes).digest('hex');
    await contents.store(key, avatar.bytes);
    const avatarUrl = `${avatarUrlPrefix}${key}.${type}`;
    await updateAvatarUrl(db, userId, avatarUrl);
    return { avatarUrl };
  }

  /**
   * Opens a stored avatar by its file name (<sha256>.<type>) as a stream; 404 for anything else. The storage is
   * shared by every kind of file, so the first bytes must announce the image type the name says: another stored file
   * (a Gerber zip, a preview) is never served under an avatar's name and type.
   */
  async function openAvatar(fileName: string): Promise<{ stream: Readable; contentType: string }> {
    const match = avatarFilePattern.exec(fileName);
    if (!match) throw new AppError('404', 'profile.avatarNotFound');
    const [, key = '', type] = match;
    const contentType = imageContentTypes[type as ImageType];
    let stream: Readable;
    try {
      stream = await storage.get(key);
    } catch (error) {
      if (isMissingKeyError(error)) throw new AppError('404', 'profile.avatarNotFound');
      throw error;
    }
    const head = await readHead(stream, 12).catch((error: unknown) => {
      stream.destroy();
      throw createStorageUnavailableError(error);
    });
    if (detectImageFormat(head) !== contentType) {
      stream.destroy();
      throw new AppError('404', 'profile.avatarNotFound');
    }
    stream.unshift(head);
    return { stream, contentType };
  }

  return { getProfile, updateProfile, saveAvatar, openAvatar };
}

/** The profile service's interface. */
export type ProfileService = ReturnType<typeof createProfileService>;

/** Reads the first `length` bytes of a stream (fewer when it ends sooner), leaving the rest unread. */
async function readHead(stream: Readable, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < length) {
    const chunk: Buffer | null = stream.read();
    if (chunk !== null) {
      chunks.push(chunk);
      size += chunk.length;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) break;
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        stream.off('readable', settle);
        stream.off('end', settle);
        stream.off('error', fail);
        resolve();
      };
      const fail = (error: Error) => {
        stream.off('readable', settle);
        stream.off('end', settle);
        reject(error);
      };
      stream.once('readable', settle);
      stream.once('end', settle);
      stream.once('error', fail);
    });
  }
  return Buffer.concat(chunks);
}
