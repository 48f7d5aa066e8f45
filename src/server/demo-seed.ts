// `npm run demo`: a demo account and startup, created once (running it again changes nothing).
import { AccountService } from './auth/account-service.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';

export const DEMO_LOGIN = { email: 'demo@founder-dashboard.test', password: 'demo-founder-2026' };

const config = loadConfig();
const db = connectDatabase(config.database);
try {
  await migrateToLatest(db);
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_LOGIN.email).executeTakeFirst();
  if (!existing) {
    await new AccountService(db).register({
      ...DEMO_LOGIN,
      first_name: 'Layla',
      last_name: 'Haddad',
      startup_name: 'Qamar Logistics',
    });
  }
  console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
} finally {
  await db.destroy();
}
