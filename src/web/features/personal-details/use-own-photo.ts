import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Founder } from '../../../shared/founders';
import { AVATAR_FIELD } from '../../../shared/founders';
import { OWN_AVATAR_PATH } from '../../../shared/personal-details';
import { api } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/session';
import { foundersKey } from '../founders/use-founders';

/** After a change to your own identity: the founders list and the account menu show it at once. */
export function useRefreshOwnIdentity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: foundersKey }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
}

/** Saves a new photo on your own founder row (DESIGN §8), or removes it (`null`). */
export function useOwnPhoto() {
  const refresh = useRefreshOwnIdentity();
  return useMutation({
    mutationFn: (photo: File | null) => {
      if (!photo) return api<Founder>('DELETE', OWN_AVATAR_PATH);
      const body = new FormData();
      body.set(AVATAR_FIELD, photo);
      return api<Founder>('POST', OWN_AVATAR_PATH, body);
    },
    onSettled: refresh,
  });
}
