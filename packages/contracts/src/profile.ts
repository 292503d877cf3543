import { z } from 'zod';
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
  score: z.number().int(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Limits of the profile fields. */
export const profileLimits = { nickname: 30, company: 100, email: 254, avatarBytes: 2 * 1024 * 1024 } as const;

/** POST /api/user/profile: nickname 1–30; company and e-mail optional (empty clears them). */
export const updateProfileRequestSchema = z.object({
  nickname: singleLineText().min(1).max(profileLimits.nickname),
  company: singleLineText().max(profileLimits.company).optional(),
  email: z.union([z.literal(''), z.email().max(profileLimits.email)]).optional(),
  qq: singleLineText().max(12).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/user/avatar answer: where the new avatar is served. */
export const avatarAnswerSchema = z.object({ avatarUrl: z.string() });

/** Image types an avatar may have (checked by magic bytes, not by name or declared type). */
export const avatarTypes = ['png', 'jpg', 'webp'] as const;
