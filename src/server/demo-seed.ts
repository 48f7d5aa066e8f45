// `npm run demo`: a demo account and startup with a filled profile, created once (running it again changes nothing).
import { AccountService } from './auth/account-service.js';
import { PasswordHasher } from './auth/password.js';
import { savedLocale } from './auth/session-store.js';
import { UserRepository } from './auth/user-repository.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_STARTUP_NAME, seedDemoProfile } from './demo-profile.js';
import { seedDemoFounders } from './founders/demo-founders.js';
import { MembershipRepository } from './membership/repository.js';

export const DEMO_LOGIN = { email: 'demo@founder-dashboard.test', password: 'demo-founder-2026' };

const config = loadConfig();
const db = connectDatabase(config.database);
try {
  await migrateToLatest(db);
  const users = new UserRepository(db);
  const findDemoUser = async () => {
    const row = await users.findMember(DEMO_LOGIN.email);
    return row && { ...row, locale: savedLocale(row.locale) };
  };
  const user =
    (await findDemoUser()) ??
    (await new AccountService(db, users, new MembershipRepository(db), new PasswordHasher(config.passwordHashing)).register(
      { ...DEMO_LOGIN, first_name: 'Layla', last_name: 'Haddad', startup_name: DEMO_STARTUP_NAME },
      null,
      'en',
    ));
  await seedDemoProfile(db, user);
  // Founders team (issue 5): a co-founder beside the demo account's own row.
  await seedDemoFounders(db, user);
  console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
} finally {
  await db.destroy();
}
