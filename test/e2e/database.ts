import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';

/** A profile's translation as the translation routes save it (DESIGN §14); the one-pager only reads them. */
export interface TranslationRow {
  locale: 'en' | 'ar';
  key: string;
  value: string;
}

/** Saves translations of a startup's profile straight into the database of the app under test (playwright.config.ts). */
export async function saveTranslations(startupId: string, rows: TranslationRow[]): Promise<void> {
  const db = connectDatabase(
    loadConfig({ DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: 'x'.repeat(32) }).database,
  );
  try {
    const now = new Date().toISOString();
    await db
      .insertInto('startup_translations')
      .values(rows.map((row) => ({ startup_id: startupId, ...row, source: '', updated_at: now, updated_by: null })))
      .execute();
  } finally {
    await db.destroy();
  }
}
