import { z } from 'zod';
import { singleLineText, storableText } from './text.ts';

/** Readable user info the web app keeps in the `userInfo` cookie (no secret). */
export const userInfoSchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  phonenumber: z.string(),
  avatarurl: z.string(),
  userscore: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /api/user/land: `username` is the phone number or (customers) the e-mail address. */
export const loginRequestSchema = z
  .object({
    username: singleLineText().min(1).max(254),
    password: storableText().min(1).max(128),
    rememberMe: z.boolean().default(false),
    loginType: z.enum(['client', 'manage']),
  })
  // Shown by the OpenAPI document and sent by its code samples (apps/server/src/plugins/openapi-samples.ts).
  .meta({ example: { username: '13800138000', password: 'your password', loginType: 'client' } });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginAnswerSchema = z.object({ userInfo: userInfoSchema, role: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A menu entry as GET /api/sys/getMenuByRoleId answers it. */
export type MenuEntry = {
  menuname: string;
  menuenname: string;
  menupath: string;
  menuico: string;
  keeplive: boolean;
  isvisible: boolean;
  url: string;
  subList: MenuEntry[];
};
// A recursive shape has no inline JSON schema: its id names it as a component of the OpenAPI document
// (#/components/schemas/MenuEntry), which its sub-lists and the routes reference.
export const menuEntrySchema: z.ZodType<MenuEntry> = z
  .lazy(() =>
    z.object({
      menuname: z.string(),
      menuenname: z.string(),
      menupath: z.string(),
      menuico: z.string(),
      keeplive: z.boolean(),
      isvisible: z.boolean(),
      url: z.string(),
      subList: z.array(menuEntrySchema),
    }),
  )
  .meta({ id: 'MenuEntry', description: 'A back-office menu entry and its sub-entries.' });

export const roleIdQuerySchema = z.object({ roleId: singleLineText().min(1).max(16) });

/** GET /api/sys/getAllEnMenu answer row. */
export const enMenuSchema = z.object({ menuenname: z.string() });
