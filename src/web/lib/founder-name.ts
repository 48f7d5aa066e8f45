import type { Founder } from '../../shared/founders';

/** A founder's full name as the app shows it. Its own module: the invitation page names the inviter without the team's query code. */
export function founderName(founder: Pick<Founder, 'first_name' | 'last_name'>): string {
  return `${founder.first_name} ${founder.last_name}`.trim();
}
