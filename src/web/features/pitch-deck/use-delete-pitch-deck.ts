import { useMutation } from '@tanstack/react-query';
import { PITCH_DECK_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';
import { useRefreshPitchDecks } from '../../lib/use-pitch-decks';

// Apart from use-pitch-decks.ts: react-query's mutation code then loads with the modal, not with the card.
export function useDeletePitchDeck() {
  const refresh = useRefreshPitchDecks();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>('DELETE', PITCH_DECK_PATHS.deck(id)),
    onSettled: refresh,
  });
}
