import { useMemo } from 'react';
import type { DeckDraftProposal } from '../../../shared/deck-drafts';
import type { ReviewRecord, ReviewRow } from '../../components/review/review-rows';
import { useRecordFields } from '../../components/review/use-record-fields';
import { useTranslation } from '../../i18n/use-translation';

// First strong isolate … pop directional isolate: a quote in the other language keeps its own direction inside the sentence.
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The §11 rows of a deck's proposals: each field's label, what is saved now, the proposal, and "Slide 4: “…”". */
export function useDraftRows(proposals: DeckDraftProposal[], records: Record<string, ReviewRecord>): ReviewRow[] {
  const { t } = useTranslation();
  const fieldOf = useRecordFields();
  return useMemo(
    () =>
      proposals.flatMap(({ record, field, value, slide, quote }) => {
        const key = `${record}.${field}`;
        const saved = records[record]?.data[field];
        const current = typeof saved === 'string' ? saved : saved == null ? '' : String(saved);
        // What the profile already says (the default currency, a sentence copied before) is no change to review.
        if (current === value) return [];
        return [{ key, ...fieldOf(key), current, proposed: value, source: t('deckDraft.source', { slide, quote: isolate(quote) }) }];
      }),
    [proposals, records, fieldOf, t],
  );
}
