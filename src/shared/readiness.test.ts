import { describe, expect, it } from 'vitest';
import { emptyContactDetails } from './contact-details.js';
import { emptyFundraising } from './fundraising.js';
import { emptyPersonalDetails } from './personal-details.js';
import { emptyProgramPreferences } from './program-preferences.js';
import {
  APPLICATION_FIELDS,
  computeReadiness,
  READINESS_FIELDS,
  READINESS_MESSAGES,
  READINESS_SECTIONS,
  type ReadinessRecords,
} from './readiness.js';
import { emptyStartupBrief } from './startup-brief.js';
import { emptyStartupDetails } from './startup-details.js';
import { emptyVideo } from './video.js';

/** A new account's records, as the GETs answer them before any save. */
function emptyRecords(): ReadinessRecords {
  return {
    contactDetails: emptyContactDetails('lina@example.com'),
    personalDetails: emptyPersonalDetails({ first_name: 'Lina', last_name: 'Haddad', title: 'Founder', linkedin_url: '', avatar_url: '' }),
    programPreferences: emptyProgramPreferences(),
    startupDetails: emptyStartupDetails('Qamar Labs'),
    startupBrief: emptyStartupBrief(),
    founders: [{ isYou: true }],
    pitchDecks: [],
    fundraising: emptyFundraising(),
    video: emptyVideo(),
  };
}

/** Every application field filled, nothing else. */
function applicationReadyRecords(): ReadinessRecords {
  const records = emptyRecords();
  Object.assign(records.startupDetails, { business_stage: 'mvp', sector: 'fintech', headquarters: 'Amman' });
  Object.assign(records.startupBrief, {
    one_liner: 'Payroll for the Gulf in one click.',
    description: '<p>We pay teams.</p>',
    problem: '<p>Payroll is slow.</p>',
    solution: '<p>One click.</p>',
  });
  records.pitchDecks = [{ id: 'deck' }];
  return records;
}

function completeRecords(): ReadinessRecords {
  const records = applicationReadyRecords();
  records.contactDetails = {
    ...records.contactDetails,
    phones: [{ value: '791234567', country_code: '+962', country: 'JO', e164: '+962791234567', international: '+962 7 9123 4567' }],
    linkedin: 'https://linkedin.com/in/nour',
    website: 'https://qamar.example',
  };
  records.personalDetails = {
    biography: '<p>Engineer.</p>',
    birth_date: '1990-04-02',
    gender: 'female',
    nationality: 'JO',
    country_of_residence: 'AE',
  };
  records.programPreferences = {
    program_type: 'acceleration',
    program_duration: '3_months',
    program_location: 'hybrid',
    program_start_date: '2027-01-10',
  };
  Object.assign(records.startupDetails, {
    company_size: '2_5',
    financial_performance: 'under_10k',
    incorporation_type: 'llc',
    incorporation_date: '2024-02-01',
    country_of_incorporation: 'AE',
  });
  Object.assign(records.startupBrief, {
    vision: '<p>V</p>',
    mission: '<p>M</p>',
    unique_value: '<p>U</p>',
    highlights: '<ul><li>H</li></ul>',
  });
  records.founders = [{ isYou: true }, { isYou: false }];
  records.fundraising = {
    required_amount: '750000',
    currency: 'USD',
    current_stage: 'seed',
    min_ticket_size: '25000',
    max_ticket_size: '150000',
    use_of_funds: '<p>Hiring.</p>',
  };
  records.video = { video_url: 'https://youtu.be/abc' };
  return records;
}

const missingFields = (records: ReadinessRecords) =>
  computeReadiness(records).sections.flatMap((section) => section.missing.map((entry) => entry.field));

describe('computeReadiness', () => {
  it('an empty profile: 0%, nothing application-ready, the first step is the one-liner', () => {
    const readiness = computeReadiness(emptyRecords());
    expect(readiness.percent).toBe(0);
    expect(readiness.application_ready).toBe(false);
    expect(readiness.application_filled).toBe(0);
    expect(readiness.application_total).toBe(APPLICATION_FIELDS.length);
    expect(readiness.next).toEqual({ key: 'startupBrief', field: 'one_liner', modal: 'startup-brief-modal', tab: 'summary' });
    expect(readiness.sections.map((section) => section.key)).toEqual([...READINESS_SECTIONS]);
    expect(readiness.sections.every((section) => section.percent === 0)).toBe(true);
    expect(missingFields(emptyRecords())).toEqual(READINESS_FIELDS.map((rule) => rule.field));
  });

  it('a partial profile: counts what is filled, per section and in all, and points to the next application field', () => {
    const records = emptyRecords();
    records.startupBrief.one_liner = 'Payroll for the Gulf in one click.';
    records.startupBrief.description = '<p><br></p>'; // an editor left empty is not written
    Object.assign(records.startupDetails, { business_stage: 'mvp', sector: 'fintech' });
    records.video.video_url = 'https://youtu.be/abc';
    const readiness = computeReadiness(records);
    expect(readiness.application_filled).toBe(3);
    expect(readiness.application_ready).toBe(false);
    expect(readiness.next).toEqual({ key: 'startupDetails', field: 'headquarters', modal: 'startup-details-modal', tab: 'general' });
    const details = readiness.sections.find((section) => section.key === 'startupDetails')!;
    expect(details.percent).toBe(25); // 2 of 8: the incorporation date and country count until the type says "not incorporated"
    expect(details.missing[0]).toEqual({ field: 'company_size', label: READINESS_MESSAGES.company_size });
    expect(readiness.sections.find((section) => section.key === 'video')!.percent).toBe(100);
    expect(readiness.percent).toBe(Math.floor((4 / READINESS_FIELDS.length) * 100));
  });

  it('an application-ready profile: every application field filled, the next step moves on to the rest', () => {
    const readiness = computeReadiness(applicationReadyRecords());
    expect(readiness.application_ready).toBe(true);
    expect(readiness.application_filled).toBe(APPLICATION_FIELDS.length);
    expect(readiness.percent).toBeLessThan(100);
    expect(readiness.next).toEqual({ key: 'contactDetails', field: 'phones', modal: 'contact-details-modal', tab: null });
  });

  it('a complete profile: 100%, no step left, nothing missing', () => {
    const readiness = computeReadiness(completeRecords());
    expect(readiness).toMatchObject({ percent: 100, application_ready: true, next: null });
    expect(readiness.sections.every((section) => section.percent === 100 && section.missing.length === 0)).toBe(true);
  });

  it('does not ask a startup that is not incorporated for its incorporation date or country', () => {
    const records = completeRecords();
    Object.assign(records.startupDetails, { incorporation_type: 'not_incorporated', incorporation_date: '', country_of_incorporation: '' });
    expect(computeReadiness(records).percent).toBe(100);
  });

  it('never rounds up to 100% or down to 0%', () => {
    const almost = completeRecords();
    almost.video.video_url = '';
    expect(computeReadiness(almost).percent).toBe(Math.floor(((READINESS_FIELDS.length - 1) / READINESS_FIELDS.length) * 100));
    expect(computeReadiness(almost).percent).toBeLessThan(100);
    const barely = emptyRecords();
    barely.video.video_url = 'https://youtu.be/abc';
    expect(computeReadiness(barely).percent).toBe(Math.max(1, Math.floor(100 / READINESS_FIELDS.length)));
  });

  it('puts each label through the given translator', () => {
    const readiness = computeReadiness(emptyRecords(), (english) => `«${english}»`);
    expect(readiness.sections[0]!.missing[0]!.label).toBe(`«${READINESS_MESSAGES.phones}»`);
  });
});
