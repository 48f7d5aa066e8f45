import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Readiness } from '../../../shared/readiness';
import { READINESS_PATH } from '../../../shared/resources';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { useInlinedData } from '../../lib/startup-session';

/**
 * The startup's readiness (DESIGN §10), read again whenever a saved record changes in the cache:
 * a form's save, a founder added or removed, a deck uploaded or deleted. A record's first load
 * (the cards filling in) is not a change. Its labels are the server's, in the page's language: the
 * language is part of the query, so a switch in place (lib/switch-locale.ts) reads it in the new one,
 * with the old list shown until it arrives.
 */
export function useReadiness() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const inlined = useInlinedData<Readiness>(READINESS_PATH);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] === READINESS_PATH) return;
        if (event.query.state.dataUpdateCount > 1) void queryClient.invalidateQueries({ queryKey: [READINESS_PATH] });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: [READINESS_PATH, i18n.language],
    initialData: inlined,
    placeholderData: keepPreviousData,
    queryFn: async () => (await api<Readiness>('GET', READINESS_PATH)).data,
  });
}
