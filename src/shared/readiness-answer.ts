/** GET /api/startup/readiness → data, apart from readiness.ts so the dashboard's cards load no zod. */
import { z } from 'zod';
import { MODALS } from './modals.js';
import { READINESS_MESSAGES, READINESS_SECTIONS, type ReadinessField } from './readiness.js';
import { translationProgress } from './translation.js';

const readinessField = z.enum(Object.keys(READINESS_MESSAGES) as [ReadinessField, ...ReadinessField[]]);
const modal = z.enum(MODALS);
const section = z.enum(READINESS_SECTIONS);
/** The modal's tab holding the field; null when it has none. */
const tab = z.string().nullable();

const readinessSectionAnswer = z.strictObject({
  key: section,
  percent: z.number(),
  /** `label` follows the locale. */
  missing: z.array(z.strictObject({ field: readinessField, label: z.string() })),
  modal,
  tab,
});

const readinessStepAnswer = z.strictObject({ key: section, field: readinessField, modal, tab });

export const readinessAnswer = z.strictObject({
  percent: z.number(),
  application_ready: z.boolean(),
  /** How many application fields are filled, of `application_total`: the overview's "6 of 8". */
  application_filled: z.number(),
  application_total: z.number(),
  sections: z.array(readinessSectionAnswer),
  next: readinessStepAnswer.nullable(),
  /** The overview's "English version: 9 of 12 texts, 2 out of date" (DESIGN §14); apart from percent and application_ready. */
  translation: translationProgress,
});

export type Readiness = z.infer<typeof readinessAnswer>;
export type ReadinessSection = z.infer<typeof readinessSectionAnswer>;
export type ReadinessStep = z.infer<typeof readinessStepAnswer>;
