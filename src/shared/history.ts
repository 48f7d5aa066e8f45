import { z } from 'zod';
import { personAnswer } from './answers.js';
import { HISTORY_MESSAGES } from './feature-messages.js';

export { HISTORY_MESSAGES };

/**
 * The records that keep a history (DESIGN §15): the startup's single records, and founders and
 * applications row by row (with `id`), and the translation of §14 with the locale as its `id`.
 */
export const SINGLE_HISTORY_RECORDS = ['startup-brief', 'startup-details', 'fundraising', 'video', 'program-preferences'] as const;
export const ROW_HISTORY_RECORDS = ['founders', 'applications', 'translation'] as const;
export const HISTORY_RECORDS = [...SINGLE_HISTORY_RECORDS, ...ROW_HISTORY_RECORDS] as const;
export type HistoryRecord = (typeof HISTORY_RECORDS)[number];

export const HISTORY_PATHS = {
  list: '/api/startup/history',
  revision: (id: string) => `/api/startup/history/${id}`,
} as const;

/** How many revisions each record keeps unless HISTORY_KEEP says otherwise. */
export const HISTORY_KEEP_DEFAULT = 200;

const isRowRecord = (record: HistoryRecord) => (ROW_HISTORY_RECORDS as readonly string[]).includes(record);

/** `?record=…[&id=…]`, read as the record's key: `record_id` is '' for a single record, whatever `id` says. */
export const historyQuerySchema = z
  .object({
    record: z.enum(HISTORY_RECORDS, { error: HISTORY_MESSAGES.unknownRecord }),
    id: z.string({ error: HISTORY_MESSAGES.id }).max(64, { error: HISTORY_MESSAGES.id }).optional(),
  })
  .superRefine(({ record, id }, context) => {
    if (isRowRecord(record) && !id) context.addIssue({ code: 'custom', path: ['id'], message: HISTORY_MESSAGES.id });
  })
  .transform(({ record, id }) => ({ record, record_id: isRowRecord(record) ? (id ?? '') : '' }));

const revisionStamp = {
  revision: z.string(),
  saved_at: z.string(),
  /** Null when that person's account is gone. */
  saved_by: personAnswer.nullable(),
};

/** One line of a record's history, newest first; `fields` names what that save changed. */
export const historyEntry = z.strictObject({ ...revisionStamp, fields: z.array(z.string()) });
export type HistoryEntry = z.infer<typeof historyEntry>;

/** One revision: the record as that save left it; `id` is null for the startup's single records. */
export const historyRevision = z.strictObject({
  record: z.enum(HISTORY_RECORDS),
  id: z.string().nullable(),
  ...revisionStamp,
  data: z.record(z.string(), z.unknown()),
});
export type HistoryRevision = z.infer<typeof historyRevision>;
