import { z } from 'zod';
import { personAnswer } from './answers.js';

/**
 * What a startup record co-founders share carries besides its fields (DESIGN §9): when it was
 * last saved and by whom. Null until the first save (or when that person's account is gone).
 */
const recordStampShape = { updated_at: z.string().nullable(), updated_by: personAnswer.nullable() };

export type RecordEditor = z.infer<typeof personAnswer>;
export type RecordStamp = z.infer<z.ZodObject<typeof recordStampShape>>;
export type Versioned<Data> = Data & RecordStamp;

/** The answer of a shared record's GET and save: its fields and its stamp. */
export function versionedAnswer<Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) {
  return record.extend(recordStampShape);
}
