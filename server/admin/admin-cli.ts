import { toE164 } from '../../shared/phone-number.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createUsersService } from '../users/users.service.ts';
import { signOutEveryone } from './sign-out-everyone.ts';

const usage = [
  'Usage: npm run admin -- grant <phone number>   (for example +12025550123)',
  '       npm run admin -- sign-out-everyone      (ends every session of every account)',
].join('\n');

/**
 * `npm run admin -- grant +12025550123`: gives a number the ADMIN role, creating its account if needed.
 * `npm run admin -- sign-out-everyone`: ends every live session (server/admin/sign-out-everyone.ts).
 */
async function main(args: string[]): Promise<number> {
  const [command, phone] = args;
  if (command === 'sign-out-everyone' && args.length === 1) return signOutEveryoneCommand();
  if (command !== 'grant' || !phone) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const phoneNumber = toE164(phone, config.defaultPhoneRegion);
  if (!phoneNumber) {
    console.error(`"${phone}" is not a valid phone number.\n${usage}`);
    return 2;
  }
  const database = openDatabase(config, createLogger(config));
  try {
    await migrateToLatest(database);
    const users = createUsersService({ users: createUsersRepository(database.db), adminPhones: [], now: Date.now });
    const user = await users.grantAdmin(phoneNumber);
    console.log(`${phoneNumber} is now an ADMIN (user ${user.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

async function signOutEveryoneCommand(): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config, createLogger(config));
  try {
    await migrateToLatest(database);
    const ended = await signOutEveryone(createSessionsRepository(database.db), Date.now());
    console.log(`Ended ${ended} live session${ended === 1 ? '' : 's'}: everyone signs in again.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
