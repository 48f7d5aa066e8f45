import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PitchDeck } from '../../../shared/pitch-deck';
import { PITCH_DECK_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';

const decksKey = [PITCH_DECK_PATHS.list];

/** The startup's decks, newest first, cached under their GET path (shared by the card and the modal). */
export function usePitchDecks() {
  return useQuery({
    queryKey: decksKey,
    queryFn: async () => {
      const { data } = await api<PitchDeck[]>('GET', PITCH_DECK_PATHS.list);
      return [...data].sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at));
    },
  });
}

export function useRefreshPitchDecks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: decksKey });
}
