import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RecordStamp } from '../../../shared/record-version';
import { READINESS_PATH } from '../../../shared/resources';
import { ApiError, type CurrentRecord } from '../../lib/api-client';
import { compareVersions, type FormRecord } from '../../lib/record-merge';
import { saveRecord } from '../../lib/save-resource';
import { useSession } from '../../lib/session';
import type { Conflict, ConflictChoice } from '../conflict-view';
import { isBlank, rowValue, splitKey, storedValue, type ReviewRecord, type ReviewRow } from './review-rows';

/** A record read again after a 412: the next save is based on it. */
interface Reread {
  data: FormRecord;
  etag: string | null;
  conflict: Conflict;
}

export interface SaveOutcome {
  /** Labels of the rows saved by this click, in row order. */
  saved: string[];
  /** Records that answered 412: their rows now show the conflict view. */
  conflicted: string[];
  /** Records that failed otherwise (invalid, network), with the error. */
  failed: { record: string; error: unknown }[];
}

/**
 * The state behind the §11 review: which rows are checked (empty fields start checked, filled ones
 * not), and "Save selected": each touched record saved once through its own route with `If-Match`,
 * only the checked fields laid over the record as it was read. A 412 keeps that record's rows for the
 * conflict view; the others save.
 */
export function useSaveSelected(rows: ReviewRow[], records: Record<string, ReviewRecord>) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user?.id;
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [rereads, setRereads] = useState<Record<string, Reread>>({});
  const [savedKeys, setSavedKeys] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setIsSaving] = useState(false);

  const isChecked = (row: ReviewRow) => choices[row.key] ?? isBlank(row);
  const baseOf = (record: string) => rereads[record] ?? records[record];
  const pending = rows.filter((row) => !savedKeys.has(row.key));
  const checked = pending.filter(isChecked);
  const touched = [...new Set(checked.map((row) => splitKey(row.key).record))];

  const currentOf = (row: ReviewRow) => {
    const { record, field } = splitKey(row.key);
    const reread = rereads[record];
    if (!reread) return row.current;
    const shape = records[record]?.shape;
    return shape ? shape.valueOf(reread.data, field) : rowValue(reread.data[field]);
  };

  /** The record's fields the rows change, by name (a shaped record's read through its shape; a plain one is its own). */
  const fieldsOf = (record: string, data: FormRecord): FormRecord => {
    const shape = records[record]?.shape;
    if (!shape) return data;
    const fields = rows.map((row) => splitKey(row.key)).filter((key) => key.record === record);
    return Object.fromEntries(fields.map(({ field }) => [field, shape.valueOf(data, field)]));
  };

  /** After a 412: the record now saved becomes the base; the fields both changed are compared. */
  const conflictOf = (record: string, base: FormRecord, mine: FormRecord, current: CurrentRecord): Reread => {
    const data = current.data as FormRecord & Partial<RecordStamp>;
    const theirs = fieldsOf(record, data);
    const editor = data.updated_by ?? null;
    return {
      data,
      etag: current.etag,
      conflict: {
        editor,
        isEditorYou: editor !== null && editor.id === userId,
        updatedAt: data.updated_at ?? null,
        rows: compareVersions(base, mine, theirs).conflicts.map((field) => ({ field, mine: mine[field], theirs: theirs[field] })),
        // Their other changes are simply kept: the review only lays the checked fields over their record.
        theirsOnly: [],
        choices: {},
      },
    };
  };

  const saveOne = async (record: string): Promise<{ record: string; reread?: Reread; error?: unknown }> => {
    const base = baseOf(record);
    const paths = records[record]!.paths;
    const conflictChoices = rereads[record]?.conflict.choices ?? {};
    const changes: Record<string, string> = {};
    const values: FormRecord = {};
    for (const row of checked) {
      const { record: rowRecord, field } = splitKey(row.key);
      if (rowRecord !== record || conflictChoices[field] === 'theirs') continue;
      changes[field] = row.proposed;
      values[field] = storedValue(row, row.proposed);
    }
    const { shape, save } = records[record]!;
    const mine: FormRecord = { ...fieldsOf(record, base!.data), ...values };
    const payload = shape ? shape.payloadOf(base!.data, changes) : mine;
    try {
      await (save ? save(payload, base!.etag, base!.data) : saveRecord(queryClient, paths, { payload, ifMatch: base!.etag }));
      return { record };
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.current)
        return { record, reread: conflictOf(record, fieldsOf(record, base!.data), mine, error.current) };
      return { record, error };
    }
  };

  const saveSelected = async (): Promise<SaveOutcome> => {
    setIsSaving(true);
    const results = await Promise.all(touched.map(saveOne));
    setIsSaving(false);
    const savedRecords = new Set(results.filter((result) => !result.reread && !result.error).map((result) => result.record));
    const savedRows = checked.filter((row) => savedRecords.has(splitKey(row.key).record));
    setSavedKeys((keys) => new Set([...keys, ...savedRows.map((row) => row.key)]));
    setRereads((current) => {
      const next = { ...current };
      for (const record of savedRecords) delete next[record];
      for (const { record, reread } of results) if (reread) next[record] = reread;
      return next;
    });
    if (savedRecords.size > 0) void queryClient.invalidateQueries({ queryKey: [READINESS_PATH] });
    return {
      saved: savedRows.map((row) => row.label),
      conflicted: results.flatMap((result) => (result.reread ? [result.record] : [])),
      failed: results.flatMap(({ record, error }) => (error ? [{ record, error }] : [])),
    };
  };

  const choose = (record: string, field: string, choice: ConflictChoice) =>
    setRereads((current) => {
      const reread = current[record];
      if (!reread) return current;
      return {
        ...current,
        [record]: { ...reread, conflict: { ...reread.conflict, choices: { ...reread.conflict.choices, [field]: choice } } },
      };
    });

  return {
    pending,
    savedKeys,
    isChecked,
    toggle: (key: string, isOn: boolean) => setChoices((current) => ({ ...current, [key]: isOn })),
    currentOf,
    conflictOf: (record: string) => rereads[record]?.conflict ?? null,
    choose,
    /** Something checked and not saved yet: closing asks first. */
    isUnsaved: checked.length > 0,
    canSave: checked.length > 0 && !isSaving,
    isSaving,
    saveSelected,
  };
}

export type ReviewState = ReturnType<typeof useSaveSelected>;
