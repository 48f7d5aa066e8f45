import { describe, expect, it } from 'vitest';
import { formTranslationKeys, sourceFieldOf } from './translated-texts';

const FOUNDER = '3f1c2a4e-8b7d-4c11-9e0a-2b5d6f7a8c90';

describe('formTranslationKeys', () => {
  it("shows the brief's eight texts in its tabs' order, fundraising's use of funds, a founder's title and brief", () => {
    expect(formTranslationKeys({ record: 'startup-brief' })).toEqual([
      'startup-brief.one_liner',
      'startup-brief.description',
      'startup-brief.vision',
      'startup-brief.mission',
      'startup-brief.problem',
      'startup-brief.solution',
      'startup-brief.unique_value',
      'startup-brief.highlights',
    ]);
    expect(formTranslationKeys({ record: 'fundraising' })).toEqual(['fundraising.use_of_funds']);
    expect(formTranslationKeys({ record: 'founders', founderId: FOUNDER })).toEqual([
      `founders.${FOUNDER}.title`,
      `founders.${FOUNDER}.brief`,
    ]);
  });

  it('reads each key back as the form field it translates', () => {
    expect(formTranslationKeys({ record: 'startup-brief' }).map(sourceFieldOf)).toContain('unique_value');
    expect(sourceFieldOf(`founders.${FOUNDER}.brief`)).toBe('brief');
    expect(() => sourceFieldOf('startup-details.name')).toThrow();
  });
});
