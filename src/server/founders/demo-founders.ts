// The demo startup's co-founder for `npm run demo`; added once, never duplicated.
import { randomUUID } from 'node:crypto';
import { founderSchema } from '../../shared/founders.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { sanitizeRichText } from '../html/sanitize.js';
import { FounderRepository } from './repository.js';

const DEMO_CO_FOUNDER = founderSchema.parse({
  first_name: 'Omar',
  last_name: 'Nasser',
  email: 'omar@qamar-logistics.example',
  title: 'Co-founder & CTO',
  brief:
    '<p>Leads engineering at <strong>Qamar Logistics</strong>: built the route planner that cut delivery times by a third.</p>' +
    '<ul><li>Former backend lead at a Dubai ride-hailing startup</li><li>BSc Computer Science, American University of Beirut</li></ul>',
  linkedin_url: 'https://www.linkedin.com/in/omar-nasser-qamar',
});

export async function seedDemoFounders(db: Db, user: Pick<AuthUser, 'startup_id'>): Promise<void> {
  const founders = new FounderRepository(db);
  if (await founders.isEmailTaken(user.startup_id, DEMO_CO_FOUNDER.email)) return;
  await founders.insert({
    ...DEMO_CO_FOUNDER,
    brief: sanitizeRichText(DEMO_CO_FOUNDER.brief),
    id: randomUUID(),
    startup_id: user.startup_id,
    user_id: null,
    avatar_key: null,
    created_at: new Date().toISOString(),
  });
}
