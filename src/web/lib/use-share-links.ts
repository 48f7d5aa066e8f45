// The startup's share links (DESIGN §10), in lib/ as two features read them: the Share modal and the overview's Share entry.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SHARE_LINK_PATHS, type ShareLink } from '../../shared/share-links';
import { api } from './api-client';

const linksKey = [SHARE_LINK_PATHS.list];

/** The startup's share links, newest first, cached under their GET path. */
export function useShareLinks() {
  return useQuery({
    queryKey: linksKey,
    queryFn: async () => (await api<ShareLink[]>('GET', SHARE_LINK_PATHS.list)).data,
  });
}

export function useRefreshShareLinks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: linksKey });
}
