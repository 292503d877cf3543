import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isQqNumber } from '@boardforge/contracts/accounts.ts';
import { type Profile, profileLimits, type UpdateProfileRequest } from '@boardforge/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { reencodeUploadedImage } from '../images/images.public.ts';
import { type ImageType, imageContentTypes, imageTypesByMediaType } from './image-type.ts';
import { findProfile, updateAvatarUrl, updateUserDetails, upsertProfile } from './profile.repository.ts';

/** The URL path avatars are served under (GET /api/user/avatar/:file). */
export const avatarUrlPrefix = '/api/user/avatar/';

const avatarFilePattern = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** A stored avatar fits in this square, in pixels (the pages show it at most 88 px wide: room for sharp screens). */
const avatarSide = 512;

/** Creates the profile service: own data, its changes, and avatars stored by content hash. */
export function createProfileService(dependencies: { db: Db; now: () => Date; dataDir: string }) {
  const { db, now } = dependencies;
  const avatarDir = path.join(dependencies.dataDir, 'avatars');

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
   * Stores an avatar under DATA_DIR/avatars/<sha256>.<type>: checked and re-encoded by the back office's image
   * pipeline (images.public.ts: type by magic bytes, dimensions before decoding, no metadata, no trailing bytes),
   * fitted into avatarSide × avatarSide; the client's name and content type are ignored. Points the user at it.
   * 413 over 2 MiB, 415 not an image, 400 an image too large in pixels or unreadable (naming the field `file`).
   */
  async function saveAvatar(userId: string, bytes: Buffer): Promise<{ avatarUrl: string }> {
    if (bytes.length > profileLimits.avatarBytes)
      throw new AppError('413', 'profile.avatarTooLarge', { limit: '2 MiB' });
    const avatar = await reencodeUploadedImage(bytes, avatarSide);
    const type = imageTypesByMediaType[avatar.mediaType];
    const fileName = `${createHash('sha256').update(avatar.bytes).digest('hex')}.${type}`;
    await mkdir(avatarDir, { recursive: true });
    const target = path.join(avatarDir, fileName);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, avatar.bytes, { mode: 0o644 });
    await rename(temporary, target); // atomic: a reader never sees half a file
    const avatarUrl = `${avatarUrlPrefix}${fileName}`;
    await updateAvatarUrl(db, userId, avatarUrl);
    return { avatarUrl };
  }

  /** Reads a stored avatar by its file name (<sha256>.<type>); 404 for anything else. */
  async function readAvatar(fileName: string): Promise<{ bytes: Buffer; contentType: string }> {
    const match = avatarFilePattern.exec(fileName);
    if (!match) throw new AppError('404', 'profile.avatarNotFound');
    try {
      const bytes = await readFile(path.join(avatarDir, fileName));
      return { bytes, contentType: imageContentTypes[match[2] as ImageType] };
    } catch {
      throw new AppError('404', 'profile.avatarNotFound');
    }
  }

  return { getProfile, updateProfile, saveAvatar, readAvatar };
}

/** The profile service's interface. */
export type ProfileService = ReturnType<typeof createProfileService>;
