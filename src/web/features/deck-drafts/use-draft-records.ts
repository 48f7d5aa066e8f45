import { useQuery } from '@tanstack/react-query';
import { DECK_DRAFT_RECORDS, type DeckDraftRecord } from '../../../shared/deck-drafts';
import type { ResourcePaths } from '../../../shared/fields';
import { FUNDRAISING_PATHS, STARTUP_BRIEF_PATHS, STARTUP_DETAILS_PATHS, VIDEO_PATHS } from '../../../shared/resources';
import type { ReviewRecord } from '../../components/review/review-rows';
import { api } from '../../lib/api-client';
import type { FormRecord } from '../../lib/record-merge';
import { rememberEtag } from '../../lib/resource';

export const DRAFT_RECORD_PATHS: Record<DeckDraftRecord, ResourcePaths> = {
  'startup-brief': STARTUP_BRIEF_PATHS,
  'startup-details': STARTUP_DETAILS_PATHS,
  fundraising: FUNDRAISING_PATHS,
  video: VIDEO_PATHS,
};

/**
 * The records a deck can fill, read fresh with their ETags when the review opens: the rows compare
 * against them, and "Save selected" saves over exactly these (`If-Match`), so a co-founder's save in
 * between gets the §9 comparison.
 */
export function useDraftRecords() {
  // One query for the four reads (not useQueries: its observer would join react-query's code on the first page).
  const query = useQuery({
    queryKey: ['deck-draft-records'],
    staleTime: 0,
    gcTime: 0,
    queryFn: async (): Promise<Record<string, ReviewRecord>> =>
      Object.fromEntries(
        await Promise.all(
          DECK_DRAFT_RECORDS.map(async (record) => {
            const paths = DRAFT_RECORD_PATHS[record];
            const answer = await api<FormRecord>('GET', paths.get);
            rememberEtag(paths.get, answer.etag);
            return [record, { paths, data: answer.data, etag: answer.etag }] as const;
          }),
        ),
      ),
  });
  return { records: query.data ?? NO_RECORDS, isLoading: query.isPending, isError: query.isError, refetch: () => void query.refetch() };
}

const NO_RECORDS: Record<string, ReviewRecord> = {};
