import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PitchDeck } from '../../shared/pitch-deck';
import { PITCH_DECK_PATHS } from '../../shared/resources';
import { api } from './api-client';
import { useInlinedData } from './startup-session';

const decksKey = [PITCH_DECK_PATHS.list];

const newestFirst = (decks: PitchDeck[]) => [...decks].sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at));

/** The startup's decks, newest first, cached under their GET path (shared by the card and the modal). */
export function usePitchDecks() {
  const inlined = useInlinedData<PitchDeck[]>(PITCH_DECK_PATHS.list);
  return useQuery({
    queryKey: decksKey,
    initialData: () => inlined && newestFirst(inlined),
    queryFn: async () => newestFirst((await api<PitchDeck[]>('GET', PITCH_DECK_PATHS.list)).data),
  });
}

export function useRefreshPitchDecks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: decksKey });
}
