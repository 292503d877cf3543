import { profileLimits } from '@boardforge/contracts/profile.ts';

const allowedTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);
const allowedExtensions = /\.(png|jpe?g|webp)$/i;

/** Why a chosen avatar file cannot be sent (the server checks the bytes again), or null when it may. */
export function checkAvatarFile(file: { name: string; type: string; size: number }): 'wrongType' | 'tooLarge' | null {
  const isKnownType = file.type ? allowedTypes.has(file.type) : allowedExtensions.test(file.name);
  if (!isKnownType) return 'wrongType';
  if (file.size > profileLimits.avatarBytes) return 'tooLarge';
  return null;
}
