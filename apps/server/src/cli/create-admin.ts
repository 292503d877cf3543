import { parseArgs } from 'node:util';
import { staffRoleIds } from '@boardforge/contracts/roles.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, selectDatabaseTarget } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { defaultScryptCost, hashPassword } from '../lib/password.ts';
import { readStaffPhone } from '../modules/users/staff-phone.ts';
import { findUserByPhone, insertUser } from '../modules/users/users.repository.ts';

const usage = `Usage: npm run create-admin -- --phone 13800138000 [--password <password>] [--nickname <name>]
The phone is a mainland mobile or a number abroad with its calling code (--phone +4915123456789).
Creates a system administrator (role 1). The password may come from the ADMIN_PASSWORD environment
variable instead of the command line. The database is migrated and seeded first (no demo accounts
when NODE_ENV=production).`;

/** Creates the first administrator account (for production, where no demo account exists). */
async function createAdministrator(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      phone: { type: 'string' },
      password: { type: 'string' },
      nickname: { type: 'string', default: 'Administrator' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return usage;
  const phone = readStaffPhone(values.phone ?? '');
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
  if (phone === undefined) {
    throw new Error(
      `--phone must be a mainland mobile number (1[3-9] + 9 digits) or a number abroad with its calling code\n${usage}`,
    );
  }
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new Error('The password (--password or ADMIN_PASSWORD) needs at least 8 characters with letters and digits');
  }

  const config = loadConfig();
  const database = await openDatabase(selectDatabaseTarget(config));
  try {
    await prepareDatabase(database, { migrationsDir: config.migrationsDir, includeDemoAccounts: !config.isProduction });
    if (await findUserByPhone(database.db, phone)) throw new Error(`A user with phone ${phone} already exists`);
    const administratorRole = staffRoleIds[0];
    await insertUser(database.db, {
      phone,
      passwordHash: await hashPassword(password, defaultScryptCost),
      nickname: values.nickname,
      kind: 'staff',
      roleId: administratorRole,
    });
    return `Administrator ${phone} created (role ${administratorRole}) in ${database.kind}.`;
  } finally {
    await database.close();
  }
}

createAdministrator(process.argv.slice(2))
  .then((message) => {
    console.log(message);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
