// The demo startup's profile: what `npm run demo` shows a visitor (DESIGN §2).
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { contactDetailsSchema, emptyContactDetails } from '../shared/contact-details.js';
import { FOUNDER_DEFAULT_TITLE } from '../shared/founders.js';
import { emptyFundraising, fundraisingSchema } from '../shared/fundraising.js';
import { emptyPersonalDetails, personalDetailsSchema } from '../shared/personal-details.js';
import { emptyProgramPreferences, programPreferencesSchema } from '../shared/program-preferences.js';
import { emptyStartupBrief, startupBriefSchema } from '../shared/startup-brief.js';
import { emptyStartupDetails, startupDetailsSchema } from '../shared/startup-details.js';
import { emptyVideo, videoSchema } from '../shared/video.js';
import type { AuthUser } from './auth/session-store.js';
import type { Db } from './db/connect.js';
import { createRecordServices } from './record-services.js';

interface Service<Input, Data> {
  load(user: AuthUser): Promise<Data>;
  save(user: AuthUser, input: Input): Promise<void>;
}

interface DemoSection<Schema extends z.ZodType, Data> {
  service: Service<z.output<Schema>, Data>;
  schema: Schema;
  /** What a new account's GET answers: the section is filled only while it still shows this. */
  blank: Data;
  content: z.input<Schema>;
}

export const DEMO_STARTUP_NAME = 'Qamar Logistics';

/** Seeds one section for `user` while it still shows its blank defaults. */
function seeder(user: AuthUser) {
  return <Schema extends z.ZodType, Data>(demo: DemoSection<Schema, Data>) =>
    async (): Promise<void> => {
      if (isDeepStrictEqual(await demo.service.load(user), demo.blank)) await demo.service.save(user, demo.schema.parse(demo.content));
    };
}

function demoSections(db: Db, user: AuthUser) {
  const section = seeder(user);
  const records = createRecordServices(db);
  return [
    section({
      service: records.contactDetails,
      schema: contactDetailsSchema,
      blank: emptyContactDetails(user.email),
      content: {
        emails: [{ value: user.email }, { value: 'layla@qamar-logistics.example' }],
        phones: [{ number: '79 555 0142', code: '+962', country: 'JO' }],
        whatsapps: [
          { number: '79 555 0142', code: '+962', country: 'JO' },
          { number: '50 555 0187', code: '+971', country: 'AE' },
        ],
        linkedin: 'https://www.linkedin.com/in/layla-haddad-qamar',
        website: 'https://qamar-logistics.example',
      },
    }),
    section({
      service: records.personalDetails,
      schema: personalDetailsSchema,
      blank: emptyPersonalDetails({
        first_name: user.first_name,
        last_name: user.last_name,
        title: FOUNDER_DEFAULT_TITLE,
        linkedin_url: '',
        avatar_url: '',
      }),
      content: {
        biography:
          '<p>Founder and CEO of <strong>Qamar Logistics</strong>. Ten years in regional supply chains, most recently running ' +
          'last-mile operations for an e-commerce marketplace in Amman.</p><ul><li>MSc Industrial Engineering, University of Jordan</li>' +
          '<li>Mentor at a women-in-tech programme in Amman</li></ul>',
        birth_date: '1989-06-14',
        gender: 'female',
        nationality: 'JO',
        country_of_residence: 'JO',
      },
    }),
    section({
      service: records.programPreferences,
      schema: programPreferencesSchema,
      blank: emptyProgramPreferences(),
      content: {
        program_type: 'acceleration',
        program_duration: '6_months',
        program_location: 'hybrid',
        program_start_date: '2027-02-01',
        startup_locations: ['JO', 'SA', 'AE', 'EG', 'IQ'],
      },
    }),
    section({
      service: records.startupDetails,
      schema: startupDetailsSchema,
      blank: emptyStartupDetails(DEMO_STARTUP_NAME),
      content: {
        name: DEMO_STARTUP_NAME,
        business_stage: 'early_revenue',
        sector: 'logistics',
        company_size: '11_50',
        financial_performance: '100k_1m',
        incorporation_type: 'llc',
        incorporation_date: '2022-03-15',
        country_of_incorporation: 'JO',
        headquarters: 'Amman, Jordan',
      },
    }),
    section({
      service: records.startupBrief,
      schema: startupBriefSchema,
      blank: emptyStartupBrief(),
      content: {
        one_liner: 'Same-day freight for small merchants across the Levant, booked in Arabic over WhatsApp.',
        description:
          '<p>Qamar Logistics pools parcels from small merchants in Amman, Zarqa and Irbid onto trucks that would otherwise run ' +
          'half empty, and delivers them the same day with cash-on-delivery handled for the merchant.</p>',
        vision: '<p>Every merchant in the Arab world ships as easily and as cheaply as a multinational.</p>',
        mission: '<p>Cut delivery costs by 30% for 10,000 small merchants in Jordan, Iraq and Saudi Arabia by 2028.</p>',
        problem:
          '<ul><li>Small merchants pay up to 18% of order value for delivery.</li>' +
          '<li>Couriers collect cash on delivery and settle it weeks later.</li>' +
          '<li>Regional trucks leave Amman 40% empty on average.</li></ul>',
        solution:
          '<ol><li>Booking and live tracking over WhatsApp, in Arabic.</li>' +
          '<li>Load pooling across partner fleets.</li><li>Next-day settlement of cash on delivery.</li></ol>',
        unique_value: '<p>Arabic-first dispatch and <strong>next-day cash settlement</strong>: no other carrier in Jordan offers both.</p>',
        highlights:
          '<ul><li>1,200 active merchants, 38,000 deliveries a month</li><li>Revenue up 3× year on year</li>' +
          '<li>Partnerships with 14 regional fleets</li></ul>',
      },
    }),
    section({
      service: records.fundraising,
      schema: fundraisingSchema,
      blank: emptyFundraising(),
      content: {
        required_amount: '750000',
        currency: 'USD',
        current_stage: 'seed',
        min_ticket_size: '25000',
        max_ticket_size: '150000',
        use_of_funds:
          '<ul><li>40% fleet partnerships and driver onboarding</li><li>35% product: merchant app and route optimisation</li>' +
          '<li>25% expansion to Riyadh and Baghdad</li></ul>',
      },
    }),
    section({
      service: records.video,
      schema: videoSchema,
      blank: emptyVideo(),
      content: { video_url: 'https://vimeo.com/76979871' },
    }),
  ];
}

/**
 * Fills each section that still shows a new account's defaults, through the same schemas
 * and services as the app. A section a visitor edited is left alone: running the seed
 * again changes nothing, and a demo database from before a section existed gets it filled.
 */
export async function seedDemoProfile(db: Db, user: AuthUser): Promise<void> {
  for (const seed of demoSections(db, user)) await seed();
}
