import { FileStack } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { ModalFrame } from '../../components/modal-frame';
import type { ModalProps } from '../../app/modal-registry';
import type { PitchDeck } from '../../../shared/pitch-deck';
import { DeckList } from './deck-list';
import { DeckPreview } from './deck-preview';
import { DeckUploadActions, DeckUploadForm } from './deck-upload-form';
import { useDeckUpload } from './use-deck-upload';
import { usePitchDecks } from '../../lib/use-pitch-decks';

/** pitch-deck-modal: the uploaded decks and the upload form (DESIGN §4–§5). */
export default function PitchDeckModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const decks = usePitchDecks();
  const upload = useDeckUpload();
  const [previewId, setPreviewId] = useState<string | null>(null);
  // The deck as the list has it now: a deleted deck closes its preview.
  const previewed = decks.data?.find((deck) => deck.id === previewId);
  return (
    <ModalFrame
      title={t('pitchDeck.title')}
      description={t('pitchDeck.description')}
      onClose={onClose}
      footer={<DeckUploadActions upload={upload} onClose={onClose} />}
    >
      <section aria-labelledby="pitch-deck-files" className="mb-6">
        <h3 id="pitch-deck-files" className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('pitchDeck.files')}
        </h3>
        {decks.isPending && (
          <div
            role="status"
            aria-label={t('common.loading')}
            className="h-14 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70"
          />
        )}
        {decks.isError && (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-lg border border-red-200 px-3 py-2.5 text-sm text-red-700 dark:border-red-500/30 dark:text-red-300"
          >
            {t('pitchDeck.loadFailed')}
            <Button variant="secondary" onClick={() => void decks.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {decks.data?.length === 0 && (
          <div
            className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-zinc-200 px-4 py-6 text-center dark:border-zinc-800"
            data-empty
          >
            <FileStack aria-hidden className="mb-1 size-5 text-zinc-400 dark:text-zinc-500" />
            <p className="text-sm font-medium text-zinc-700 dark:text-zinc-200">{t('pitchDeck.empty')}</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('pitchDeck.emptyHint')}</p>
          </div>
        )}
        {decks.data && decks.data.length > 0 && (
          <DeckList decks={decks.data} focusId={upload.uploadedId} onPreview={(deck: PitchDeck) => setPreviewId(deck.id)} />
        )}
      </section>
      {previewed && <DeckPreview key={previewed.id} deck={previewed} onClose={() => setPreviewId(null)} />}
      <DeckUploadForm upload={upload} />
    </ModalFrame>
  );
}
