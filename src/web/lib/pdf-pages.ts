import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** An open PDF whose pages can be drawn, one at a time, into a canvas. */
export interface PdfPages {
  pageCount: number;
  /** Draws page `number` (1-based) at `cssWidth` CSS pixels wide, sharp on high-density screens; a newer call cancels an older one. */
  render(number: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  close(): void;
}

/**
 * Opens a PDF with pdf.js. Import this module only behind import() (the deck preview) or from the
 * one-pager's deck viewer entry: pdf.js comes with it, never with a first page. No eval (the CSPs
 * allow none); the worker is a fingerprinted file of this site.
 */
export async function openPdf(url: string): Promise<PdfPages> {
  GlobalWorkerOptions.workerSrc = workerUrl;
  const task: PDFDocumentLoadingTask = getDocument({ url, isEvalSupported: false, withCredentials: true });
  const document = await task.promise;
  let current: RenderTask | undefined;
  return {
    pageCount: document.numPages,
    async render(number, canvas, cssWidth) {
      current?.cancel();
      const page = await document.getPage(number);
      const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      current = task;
      try {
        await task.promise;
      } catch (error) {
        // A newer page took over: not a failure.
        if (error instanceof Error && error.name === 'RenderingCancelledException') return;
        throw error;
      }
    },
    close: () => void task.destroy(),
  };
}
