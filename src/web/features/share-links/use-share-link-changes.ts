import { useMutation } from '@tanstack/react-query';
import { SHARE_LINK_PATHS, type CreateShareLinkInput, type ShareLink } from '../../../shared/share-links';
import { api } from '../../lib/api-client';
import { useRefreshShareLinks } from '../../lib/use-share-links';

export function useCreateShareLink() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (options: CreateShareLinkInput) => api<ShareLink>('POST', SHARE_LINK_PATHS.create, options),
    onSettled: refresh,
  });
}

export function useRevokeShareLink() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>('DELETE', SHARE_LINK_PATHS.link(id)),
    onSettled: refresh,
  });
}
