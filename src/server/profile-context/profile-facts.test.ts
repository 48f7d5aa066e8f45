import { describe, expect, it } from 'vitest';
import { renderFacts, type ProfileFact } from './profile-facts.js';

const FACTS: ProfileFact[] = [
  { key: 'startup-details.name', label: 'Startup name', text: 'Olive Labs' },
  { key: 'startup-brief.problem', label: 'Problem', text: 'Smallholder farmers cannot borrow because banks see no history. '.repeat(4) },
  { key: 'founders', label: 'Team', text: 'Lina Haddad (CEO)' },
];

describe('renderFacts', () => {
  it('gives each fact its key, label and text, in order', () => {
    expect(renderFacts(FACTS.slice(0, 1).concat(FACTS[2]!), 1_000)).toBe(
      '[startup-details.name] Startup name:\nOlive Labs\n\n[founders] Team:\nLina Haddad (CEO)',
    );
  });

  it('stays within its budget: the fact that does not fit is cut at a word, the ones after it left out', () => {
    const text = renderFacts(FACTS, 150);
    expect(text.length).toBeLessThanOrEqual(150);
    expect(text).toMatch(/^\[startup-details\.name\][\s\S]*\[startup-brief\.problem\] Problem:\nSmallholder[\s\S]* …$/);
    expect(text).not.toContain('founders');
  });
});
