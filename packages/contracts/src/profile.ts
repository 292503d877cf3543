import { z } from 'zod/mini';
import { singleLineText } from './text.ts';

/** The member's own data (GET/POST /api/user/profile). */
export const profileSchema = z.object({
  uid: z.string(),
  phone: z.string(),
  nickname: z.string(),
  qq: z.string(),
  company: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
  score: z.int(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Limits of the profile fields. */
export const profileLimits = { nickname: 30, company: 100, email: 254, avatarBytes: 2 * 1024 * 1024 } as const;

/** POST /api/user/profile: nickname 1–30; company and e-mail optional (empty clears them). */
export const updateProfileRequestSchema = z.object({
  nickname: singleLineText().check(z.minLength(1), z.maxLength(profileLimits.nickname)),
  company: z.optional(singleLineText().check(z.maxLength(profileLimits.company))),
  email: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(profileLimits.email))])),
  qq: z.optional(singleLineText().check(z.maxLength(12))),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/user/avatar answer: where the new avatar is served. */
export const avatarAnswerSchema = z.object({ avatarUrl: z.string() });

/** Image types an avatar may have (checked by magic bytes, not by name or declared type). */
export const avatarTypes = ['png', 'jpg', 'webp'] as const;
