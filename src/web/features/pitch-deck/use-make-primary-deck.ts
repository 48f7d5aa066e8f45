import { useMutation } from '@tanstack/react-query';
import type { PitchDeck } from '../../../shared/pitch-deck';
import { PITCH_DECK_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';
import { useRefreshPitchDecks } from '../../lib/use-pitch-decks';

/** Marks the deck the one-pager shows (DESIGN §10). */
export function useMakePrimaryDeck() {
  const refresh = useRefreshPitchDecks();
  return useMutation({
    mutationFn: (id: string) => api<PitchDeck>('POST', PITCH_DECK_PATHS.primary(id), {}),
    onSettled: refresh,
  });
}
