import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type Draft } from '../lib/draft-store';
import { changedFields, type FormRecord } from '../lib/record-merge';

/** Typing is written to the browser this long after the last key: well within a second. */
const WRITE_DELAY_MS = 400;

/** What the form is based on: the record's values as loaded (or as last compared) and its ETag. */
export interface FormBase {
  values: FormRecord;
  etag: string | null;
}

export interface FormDraftOptions<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Null until the user and the record are known (the form is ready). */
  storageKey: string | null;
  base: () => FormBase | null;
  fits: (values: FormRecord) => boolean;
}

/**
 * Keeps a form's unsaved changes in the browser (DESIGN §9) and offers a stored draft back when the
 * form opens. While an offer waits for an answer nothing is written, so the offered draft is never
 * overwritten by the few keys typed before answering.
 */
export function useFormDraft<Values extends FieldValues>({ form, storageKey, base, fits }: FormDraftOptions<Values>) {
  const [offer, setOffer] = useState<Draft | null | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isFinished = useRef(false);
  const latest = useRef({ base, fits, storageKey });
  useEffect(() => {
    latest.current = { base, fits, storageKey };
  });

  useEffect(() => {
    if (storageKey) setOffer(readDraft(storageKey, latest.current.fits));
  }, [storageKey]);

  const write = useCallback(() => {
    timer.current = undefined;
    const { base: currentBase, storageKey: key } = latest.current;
    const formBase = currentBase();
    if (!key || !formBase || isFinished.current) return;
    const values = form.getValues() as FormRecord;
    const changed = changedFields(formBase.values, values);
    if (changed.length === 0) return clearDraft(key);
    const pick = (record: FormRecord) => Object.fromEntries(changed.map((field) => [field, record[field]]));
    writeDraft(key, { saved_at: new Date().toISOString(), etag: formBase.etag, values: pick(values), base: pick(formBase.values) });
  }, [form]);

  const isWriting = offer === null;
  useEffect(() => {
    if (!isWriting) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, WRITE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Closing (or another modal opening) within the delay still keeps the last keys typed.
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        write();
      }
    };
  }, [form, isWriting, write]);

  /** Drops the stored draft; `finish` also stops writing (the form saved, or its changes were discarded). */
  const clear = useCallback((finish = false) => {
    isFinished.current = finish;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current.storageKey) clearDraft(latest.current.storageKey);
    setOffer((current) => (current === undefined ? current : null));
  }, []);

  /** Puts the offered draft's values into the form (marked as changes); the caller decides the base. */
  const restore = useCallback(
    (draft: Draft) => {
      for (const [field, value] of Object.entries(draft.values)) {
        form.setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
      }
      setOffer(null);
    },
    [form],
  );

  return { offer: offer ?? null, restore, clear };
}
