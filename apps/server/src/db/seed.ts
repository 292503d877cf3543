import { erpMenus, type SeedMenu } from '@boardforge/contracts/erp-menu.ts';
import { permissionTags } from '@boardforge/contracts/permissions.ts';
import { roleNames, type StaffRoleId, staffRoleIds } from '@boardforge/contracts/roles.ts';
import { eq, inArray } from 'drizzle-orm';
import { defaultScryptCost, hashPassword } from '../lib/password.ts';
import { insertDefaultContent } from '../modules/content/content.public.ts';
import { insertDefaultPriceBook } from '../modules/price-book/price-book.repository.ts';
import type { Db } from './client.ts';
import { menus, roleMenus } from './menus.table.ts';
import { roles } from './roles.table.ts';
import { users } from './users.table.ts';

/** Password of the demo staff accounts (never seeded in production). */
export const demoPassword = 'Demo1234';

/** The tag that grants everything; role 1 holds it. */
const everythingTag = '*:*:*';

/** Demo staff phone of a role: 139000000 + the two-digit role id (13900000001 for role 1). */
export function demoPhoneOfRole(roleId: StaffRoleId): string {
  return `139000000${roleId.padStart(2, '0')}`;
}

export type SeedOptions = {
  /** Seed one demo staff account per role; must be false in production. */
  includeDemoAccounts: boolean;
  /** Hashes the demo password (defaults to the production scrypt hash); called at most once per run. */
  hashDemoPassword?: (password: string) => Promise<string>;
};

/**
 * Seeds roles, the back-office menu and one invisible entry per permission tag, and (outside
 * production) the demo staff. Idempotent: rows are upserted by natural key (role id, menuenname,
 * phone); existing rows and role links are left as the administrator edited them, and a new menu
 * entry gets its default role links only when it is first inserted. Runs in one transaction.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const demoHash = options.includeDemoAccounts ? await hashIfDemoAccountsMissing(db, options) : undefined;
  await db.transaction(async (tx) => {
    await seedRoles(tx);
    const sort = { next: 1 };
    for (const menu of erpMenus) await seedMenu(tx, menu, null, sort);
    for (const [tag, holders] of Object.entries(permissionTags)) {
      await seedPermissionEntry(tx, tag, holders, sort);
    }
    await seedPermissionEntry(tx, everythingTag, ['1'], sort);
    if (demoHash) await seedDemoAccounts(tx, demoHash);
    await insertDefaultPriceBook(tx);
    await insertDefaultContent(tx);
  });
}

async function seedRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(staffRoleIds.map((id) => ({ id, name: roleNames[id].zh, nameEn: roleNames[id].en })))
    .onConflictDoNothing({ target: roles.id });
}

async function seedMenu(db: Db, menu: SeedMenu, parentId: number | null, sort: { next: number }): Promise<void> {
  const [inserted] = await db
    .insert(menus)
    .values({
      parentId,
      menuname: menu.menuname,
      menuenname: menu.menuenname,
      menupath: menu.menupath,
      menuico: menu.menuico,
      url: menu.url,
      keeplive: menu.keeplive,
      isvisible: true,
      sort: sort.next++,
    })
    .onConflictDoNothing({ target: menus.menuenname })
    .returning({ id: menus.id });
  const id = inserted?.id ?? (await findMenuId(db, menu.menuenname));
  if (inserted) await linkRoles(db, id, menu.roles);
  for (const child of menu.children ?? []) await seedMenu(db, child, id, sort);
}

async function seedPermissionEntry(
  db: Db,
  tag: string,
  holders: readonly string[],
  sort: { next: number },
): Promise<void> {
  const [inserted] = await db
    .insert(menus)
    .values({ menuname: tag, menuenname: tag, isvisible: false, sort: sort.next++ })
    .onConflictDoNothing({ target: menus.menuenname })
    .returning({ id: menus.id });
  if (inserted) await linkRoles(db, inserted.id, holders);
}

async function findMenuId(db: Db, menuenname: string): Promise<number> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.menuenname, menuenname)).limit(1);
  if (!row) throw new Error(`menu ${menuenname} vanished during seeding`);
  return row.id;
}

async function linkRoles(db: Db, menuId: number, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(roleMenus)
    .values(roleIds.map((roleId) => ({ roleId, menuId })))
    .onConflictDoNothing();
}

// The demo password is hashed once per run (and only when an account is missing): scrypt is slow on purpose.
async function hashIfDemoAccountsMissing(db: Db, options: SeedOptions): Promise<string | undefined> {
  const phones = staffRoleIds.map(demoPhoneOfRole);
  const existing = await db.select({ phone: users.phone }).from(users).where(inArray(users.phone, phones));
  if (existing.length === phones.length) return undefined;
  return options.hashDemoPassword
    ? options.hashDemoPassword(demoPassword)
    : hashPassword(demoPassword, defaultScryptCost);
}

async function seedDemoAccounts(db: Db, passwordHash: string): Promise<void> {
  await db
    .insert(users)
    .values(
      staffRoleIds.map((roleId) => ({
        phone: demoPhoneOfRole(roleId),
        passwordHash,
        nickname: `Demo ${toTitleCase(roleNames[roleId].en)}`,
        kind: 'staff' as const,
        roleId,
      })),
    )
    .onConflictDoNothing({ target: users.phone });
}

function toTitleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
