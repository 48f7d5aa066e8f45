#!/usr/bin/env node
// `npm run seed:startups [-- <count>]`: adds <count> startups (default 100 000), each with its founder's
// account, founder row, brief and details, to the database of DATA_DIR or DATABASE_URL (as the server).
// Uses the compiled server's config, connection and migrations: run `npx tsc -p tsconfig.server.json` first.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../dist/server/auth/password.js';
import { loadConfig } from '../dist/server/config.js';
import { connectDatabase } from '../dist/server/db/connect.js';
import { migrateToLatest } from '../dist/server/db/migrate.js';
import { BUSINESS_STAGES, COMPANY_SIZES, SECTORS } from '../dist/shared/startup-details.js';

const count = Number(process.argv[2] ?? process.env.SEED_STARTUPS ?? 100_000);
if (!Number.isInteger(count) || count < 1) {
  console.error('seed:startups: the count must be a positive whole number');
  process.exit(1);
}

// One transaction per batch; rows per INSERT stay well under both databases' parameter limits.
const STARTUPS_PER_TRANSACTION = 5_000;
const ROWS_PER_INSERT = 500;

/** The rows registration creates (startup, user, founder) plus a filled brief and details. */
function startupRows(index, runId, passwordHash, now) {
  const startupId = randomUUID();
  const userId = randomUUID();
  const email = `founder-${runId}-${index}@seed.example`;
  const name = `Seeded Startup ${index}`;
  const person = { first_name: 'Seeded', last_name: `Founder ${index}` };
  return {
    startups: { id: startupId, name, created_at: now },
    users: { id: userId, email, password_hash: passwordHash, ...person, startup_id: startupId, created_at: now },
    founders: {
      id: randomUUID(),
      startup_id: startupId,
      user_id: userId,
      ...person,
      email,
      title: 'Founder',
      brief: '',
      linkedin_url: '',
      avatar_key: null,
      created_at: now,
    },
    startup_briefs: {
      startup_id: startupId,
      one_liner: `${name} helps small merchants sell across the region.`,
      description: `<p>${name} builds tools for small merchants.</p>`,
      vision: '<p>Every merchant online.</p>',
      mission: '<p>Serve 10,000 merchants by 2028.</p>',
      problem: '<ul><li>Selling online is costly.</li></ul>',
      solution: '<ol><li>One app for orders and delivery.</li></ol>',
      unique_value: '<p>Arabic-first.</p>',
      highlights: '<ul><li>Growing every month</li></ul>',
      updated_at: now,
    },
    startup_details: {
      startup_id: startupId,
      business_stage: BUSINESS_STAGES[index % BUSINESS_STAGES.length],
      sector: SECTORS[index % SECTORS.length],
      company_size: COMPANY_SIZES[index % COMPANY_SIZES.length],
      financial_performance: 'pre_revenue',
      incorporation_type: 'llc',
      incorporation_date: '2023-01-15',
      country_of_incorporation: 'JO',
      headquarters: 'Amman, Jordan',
      updated_at: now,
    },
  };
}

// Parents before children, for the foreign keys.
const TABLES = ['startups', 'users', 'founders', 'startup_briefs', 'startup_details'];

async function insertBatch(trx, rows) {
  for (const table of TABLES) {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + ROWS_PER_INSERT).map((row) => row[table]))
        .execute();
    }
  }
}

const config = loadConfig();
const db = connectDatabase(config.database);
try {
  const startedAt = performance.now();
  await migrateToLatest(db);
  // scrypt costs ~0.2 s a hash: every seeded account shares one hash of a password nobody knows.
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const runId = randomBytes(4).toString('hex');
  const now = new Date().toISOString();
  for (let first = 0; first < count; first += STARTUPS_PER_TRANSACTION) {
    const size = Math.min(STARTUPS_PER_TRANSACTION, count - first);
    const rows = Array.from({ length: size }, (_, offset) => startupRows(first + offset, runId, passwordHash, now));
    await db.transaction().execute((trx) => insertBatch(trx, rows));
  }
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(`Seeded ${count.toLocaleString('en-US')} startups into ${config.database.dialect} in ${seconds.toFixed(1)} s`);
} finally {
  await db.destroy();
}
