import { z } from 'zod/mini';
import { singleLineText, storableText } from './text.ts';

/** Readable user info the web app keeps in the `userInfo` cookie (no secret). */
export const userInfoSchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  phonenumber: z.string(),
  avatarurl: z.string(),
  userscore: z.int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /api/user/land: `username` is the phone number or (customers) the e-mail address. */
export const loginRequestSchema = z
  .object({
    username: singleLineText().check(z.minLength(1), z.maxLength(254)),
    password: storableText().check(z.minLength(1), z.maxLength(128)),
    rememberMe: z._default(z.boolean(), false),
    loginType: z.enum(['client', 'manage']),
  })
  .check(z.meta({ example: { username: '13800138000', password: 'your password', loginType: 'client' } }));
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
export const menuEntrySchema: z.ZodMiniType<MenuEntry> = z
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
  .check(z.meta({ id: 'MenuEntry', description: 'A back-office menu entry and its sub-entries.' }));

export const roleIdQuerySchema = z.object({ roleId: singleLineText().check(z.minLength(1), z.maxLength(16)) });

/** GET /api/sys/getAllEnMenu answer row. */
export const enMenuSchema = z.object({ menuenname: z.string() });
