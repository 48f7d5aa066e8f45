import { enumValueOrBlank } from '../../shared/fields.js';
import {
  BUSINESS_STAGES,
  COMPANY_SIZES,
  FINANCIAL_PERFORMANCES,
  INCORPORATION_TYPES,
  SECTORS,
  type StartupDetails,
  type StartupDetailsPayload,
} from '../../shared/startup-details.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import type { RunInTransaction } from '../db/transaction.js';
import type { SaveSteps } from '../http/resource-routes.js';
import type { StartupDetailsRepository } from './repository.js';

export class StartupDetailsService {
  constructor(
    private readonly details: StartupDetailsRepository,
    private readonly transaction: RunInTransaction,
  ) {}

  /** The name and profile language given at registration, every other field '' until the first save. */
  async load(user: AuthUser, db?: Db): Promise<StartupDetails> {
    const [startup, row] = await Promise.all([this.details.findStartup(user.startup_id, db), this.details.find(user.startup_id, db)]);
    return {
      name: startup.name,
      business_stage: enumValueOrBlank(BUSINESS_STAGES, row?.business_stage ?? ''),
      sector: enumValueOrBlank(SECTORS, row?.sector ?? ''),
      company_size: enumValueOrBlank(COMPANY_SIZES, row?.company_size ?? ''),
      financial_performance: enumValueOrBlank(FINANCIAL_PERFORMANCES, row?.financial_performance ?? ''),
      incorporation_type: enumValueOrBlank(INCORPORATION_TYPES, row?.incorporation_type ?? ''),
      incorporation_date: row?.incorporation_date ?? '',
      country_of_incorporation: row?.country_of_incorporation ?? '',
      headquarters: row?.headquarters ?? '',
      profile_locale: startup.profile_locale,
    };
  }

  async save(user: AuthUser, input: StartupDetailsPayload, steps?: SaveSteps): Promise<void> {
    const { name, profile_locale, ...details } = input;
    const now = new Date().toISOString();
    await this.transaction(async (trx) => {
      await steps?.before(trx);
      await this.details.saveStartup(user.startup_id, profile_locale ? { name, profile_locale } : { name }, trx);
      await this.details.save(user.startup_id, details, now, trx);
      await steps?.after(trx);
    });
  }
}
