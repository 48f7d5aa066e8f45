import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Readiness } from '../../../shared/readiness';
import { READINESS_PATH } from '../../../shared/resources';
import { i18next } from '../../i18n';
import { api } from '../../lib/api-client';
import { inlinedData } from '../../lib/inlined-answers';

const readinessKey = [READINESS_PATH];

/**
 * The startup's readiness (DESIGN §10), read again whenever a saved record changes in the cache:
 * a form's save, a founder added or removed, a deck uploaded or deleted. A record's first load
 * (the cards filling in) is not a change. Its labels are the server's, in the page's language: read again when
 * the founder switches language in place (lib/switch-locale.ts).
 */
export function useReadiness() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] === READINESS_PATH) return;
        if (event.query.state.dataUpdateCount > 1) void queryClient.invalidateQueries({ queryKey: readinessKey });
      }),
    [queryClient],
  );
  useEffect(() => {
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: readinessKey });
    i18next.on('languageChanged', readAgain);
    return () => i18next.off('languageChanged', readAgain);
  }, [queryClient]);
  return useQuery({ queryKey: readinessKey, initialData: () => inlinedData<Readiness>(READINESS_PATH), queryFn: async () => (await api<Readiness>('GET', READINESS_PATH)).data });
}
