import { openPdf, type PdfPages } from '../../lib/pdf-pages';

/*
 * The one-pager's deck viewer: the server renders the frame, its texts and the download link
 * (readable without JavaScript); this script, loaded only on one-pagers that show a PDF deck, draws
 * the pages with pdf.js, page 1 first, with previous and next.
 */

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

async function start(root: HTMLElement): Promise<void> {
  const canvas = root.querySelector('canvas')!;
  const status = root.querySelector<HTMLElement>('.deck-status')!;
  const pager = root.querySelector<HTMLElement>('.deck-pager')!;
  const previous = root.querySelector<HTMLButtonElement>('[data-deck-previous]')!;
  const next = root.querySelector<HTMLButtonElement>('[data-deck-next]')!;
  const pageLabel = root.querySelector<HTMLElement>('[data-deck-page]')!;
  const { deckUrl = '', pageOf = '', failed = '' } = root.dataset;
  let pdf: PdfPages;
  try {
    pdf = await openPdf(deckUrl);
  } catch (error) {
    console.error('deck viewer: the PDF could not be opened', error);
    status.textContent = failed;
    return;
  }
  let page = 1;

  async function show(number: number): Promise<void> {
    page = number;
    const label = fill(pageOf, { page, pages: pdf.pageCount });
    previous.disabled = page <= 1;
    next.disabled = page >= pdf.pageCount;
    pageLabel.textContent = label;
    canvas.setAttribute('aria-label', label);
    try {
      await pdf.render(page, canvas, canvas.parentElement!.clientWidth);
      canvas.hidden = false;
      status.hidden = true;
      root.dataset.deckPageShown = String(page);
    } catch (error) {
      console.error('deck viewer: a page could not be drawn', error);
      status.textContent = failed;
      status.hidden = false;
    }
  }

  previous.addEventListener('click', () => void show(Math.max(1, page - 1)));
  next.addEventListener('click', () => void show(Math.min(pdf.pageCount, page + 1)));
  // Redrawn at the new width, so the page stays sharp when a phone turns or a window resizes.
  let lastWidth = canvas.parentElement!.clientWidth;
  new ResizeObserver(() => {
    const width = canvas.parentElement!.clientWidth;
    if (width !== lastWidth && !canvas.hidden) {
      lastWidth = width;
      void show(page);
    }
  }).observe(canvas.parentElement!);
  pager.hidden = pdf.pageCount < 2;
  await show(1);
}

const viewer = document.querySelector<HTMLElement>('[data-deck-viewer]');
if (viewer) void start(viewer);
