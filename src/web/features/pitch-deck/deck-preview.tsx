import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PitchDeck } from '../../../shared/pitch-deck';
import { iconButtonClass } from '../../components/button';
import type { PdfPages } from '../../lib/pdf-pages';

type PreviewState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdf: PdfPages };

/** The PDF's pages drawn by pdf.js (loaded on the first preview only), page 1 first; PowerPoint files say plainly that they download. */
export function DeckPreview({ deck, onClose }: { deck: PitchDeck; onClose: () => void }) {
  const { t } = useTranslation();
  const isPdf = deck.file_type === 'pdf';
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [isDrawn, setIsDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => panel.current?.scrollIntoView({ block: 'nearest' }), []);

  // The parent keys this component by deck, so each deck starts from the loading state.
  useEffect(() => {
    if (!isPdf) return;
    let opened: PdfPages | undefined;
    let isCurrent = true;
    // pdf.js (~400 KB) loads with the first preview, not with the modal.
    import('../../lib/pdf-pages')
      .then(({ openPdf }) => openPdf(deck.url))
      .then(
        (pdf) => {
          opened = pdf;
          if (isCurrent) setState({ status: 'ready', pdf });
          else pdf.close();
        },
        (error: unknown) => {
          console.error('deck preview: the PDF could not be opened', error);
          if (isCurrent) setState({ status: 'failed' });
        },
      );
    return () => {
      isCurrent = false;
      opened?.close();
    };
  }, [deck.url, isPdf]);

  useEffect(() => {
    if (state.status !== 'ready' || !canvas.current) return;
    const target = canvas.current;
    state.pdf.render(page, target, target.parentElement!.clientWidth).then(
      () => setIsDrawn(true),
      (error: unknown) => {
        console.error('deck preview: a page could not be drawn', error);
        setState({ status: 'failed' });
      },
    );
  }, [state, page]);

  const pageCount = state.status === 'ready' ? state.pdf.pageCount : 0;
  const pageLabel = t('deckPreview.pageOf', { page, pages: pageCount });

  return (
    <section
      ref={panel}
      aria-labelledby="deck-preview-title"
      className="mb-6 rounded-xl border border-zinc-200 dark:border-zinc-800"
      data-deck-preview={deck.id}
      data-deck-page-shown={isDrawn ? page : undefined}
    >
      <header className="flex items-center gap-2 border-b border-zinc-200 py-1.5 ps-3 pe-1.5 dark:border-zinc-800">
        <h3 id="deck-preview-title" className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('deckPreview.title')}: <span dir="auto">{deck.file_name}</span>
        </h3>
        <button type="button" onClick={onClose} className={iconButtonClass} aria-label={t('deckPreview.close')}>
          <X aria-hidden className="size-4" />
        </button>
      </header>
      {!isPdf ? (
        <div className="flex flex-col items-start gap-3 p-4 text-sm text-zinc-600 dark:text-zinc-300">
          <p>{t('deckPreview.notPdf')}</p>
          <a
            href={deck.url}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-zinc-300 px-3.5 py-2 font-medium text-zinc-800 hover:bg-zinc-50 sm:min-h-9 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800"
          >
            <Download aria-hidden className="size-4" />
            {t('deckPreview.download')}
          </a>
        </div>
      ) : (
        <div className="p-3">
          <div className="grid min-h-40 place-items-center overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-950">
            {/* A canvas draws text in its own direction: inherited rtl would mirror the deck's words. */}
            <canvas
              ref={canvas}
              dir="ltr"
              role="img"
              aria-label={pageLabel}
              hidden={!isDrawn || state.status === 'failed'}
              className="block h-auto w-full"
            />
            {state.status === 'loading' && (
              <p role="status" className="p-6 text-sm text-zinc-500 dark:text-zinc-400">
                {t('deckPreview.loading')}
              </p>
            )}
            {state.status === 'failed' && (
              <p role="alert" className="p-6 text-center text-sm text-red-700 dark:text-red-300">
                {t('deckPreview.failed')}
              </p>
            )}
          </div>
          {state.status === 'ready' && pageCount > 1 && (
            <div className="mt-3 flex items-center justify-center gap-2">
              <button
                type="button"
                onClick={() => setPage(page - 1)}
                disabled={page <= 1}
                className={`${iconButtonClass} disabled:opacity-40`}
                aria-label={t('deckPreview.previous')}
              >
                <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              </button>
              <span
                className="min-w-28 text-center text-sm tabular-nums text-zinc-600 dark:text-zinc-300"
                aria-live="polite"
                data-deck-page
              >
                {pageLabel}
              </span>
              <button
                type="button"
                onClick={() => setPage(page + 1)}
                disabled={page >= pageCount}
                className={`${iconButtonClass} disabled:opacity-40`}
                aria-label={t('deckPreview.next')}
              >
                <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
