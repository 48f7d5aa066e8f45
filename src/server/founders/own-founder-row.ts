import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { FoundersTable } from '../db/schema.js';

interface Person {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The founder row of an account joining or starting a startup: its own row (`isYou`), blank brief and links. */
export function ownFounderRow(startupId: string, person: Person, title: string, now: string): Insertable<FoundersTable> {
  return {
    id: randomUUID(),
    startup_id: startupId,
    user_id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    title,
    brief: '',
    linkedin_url: '',
    avatar_key: null,
    created_at: now,
  };
}
