import { useEditorState, type Editor } from '@tiptap/react';
import { Check, ChevronDown, ChevronUp, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { NumberMention } from '../../../shared/numbers';
import {
  acceptAllChanges,
  acceptChange,
  AI_CHANGES_META,
  changeAt,
  pendingChanges,
  rejectAllChanges,
  rejectChange,
  type AiChangesEvent,
} from './tracked-changes';
import { UnsupportedNumbersNote } from './unsupported-numbers-note';
import { useKeptInView } from './use-kept-in-view';

/** What the bar and the floating controls show: the pending changes' ids and the one at the caret. */
export interface ChangesSummary {
  ids: string[];
  active: string | null;
}

const NONE: ChangesSummary = { ids: [], active: null };

/** The editor's pending changes, re-rendering only when they or the change at the caret change. */
export function useChangesSummary(editor: Editor | null): ChangesSummary {
  return (
    useEditorState({
      editor,
      selector: ({ editor: current }): ChangesSummary => {
        if (!current || current.isDestroyed) return NONE;
        const { doc, selection } = current.state;
        const changes = pendingChanges(doc);
        if (changes.length === 0) return NONE;
        return { ids: changes.map((change) => change.id), active: changeAt(doc, selection.head)?.id ?? null };
      },
    }) ?? NONE
  );
}

/** What the polite live region says after the assistant shows changes, and after each acceptance or rejection. */
export function useChangesAnnouncement(editor: Editor | null): string {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!editor) return;
    const changes = (count: number) => t('ai.changes.count', { count });
    const onTransaction = ({ transaction }: { transaction: { getMeta: (key: string) => unknown } }) => {
      const event = transaction.getMeta(AI_CHANGES_META) as AiChangesEvent | undefined;
      if (!event) return;
      if (event.kind === 'shown') {
        setMessage(`${t('ai.changes.suggested', { changes: changes(event.count) })} ${t('ai.changes.keys')}`);
        return;
      }
      if (event.all) {
        setMessage(event.kind === 'accepted' ? t('ai.changes.allAccepted') : t('ai.changes.allRejected'));
        return;
      }
      const left = pendingChanges(editor.state.doc).length;
      const done = event.kind === 'accepted' ? t('ai.changes.accepted') : t('ai.changes.rejected');
      setMessage(`${done} ${left > 0 ? t('ai.changes.left', { changes: changes(left) }) : t('ai.changes.noneLeft')}`);
    };
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor, t]);
  return message;
}

const barButton =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium transition-colors max-sm:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const quietButton = `${barButton} border border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800`;
// brand-600 in both themes: white on brand-500 is 4.46:1, under AA.
const acceptAllButton = `${barButton} bg-brand-600 text-white shadow-sm hover:bg-brand-700`;
const stepButton =
  'inline-flex size-7 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-200/70 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 max-sm:size-11 dark:text-zinc-300 dark:hover:bg-zinc-700 dark:hover:text-zinc-50';

/** After a click on a control that goes away with the change, the caret (and focus) are back in the text. */
function backToText(editor: Editor) {
  if (!editor.isDestroyed) editor.view.focus();
}

/** Moves the caret to the next (or previous) change and shows it. */
function goToChange(editor: Editor, direction: 1 | -1) {
  const changes = pendingChanges(editor.state.doc);
  if (changes.length === 0) return;
  const { head } = editor.state.selection;
  const current = changeAt(editor.state.doc, head);
  const index = current ? changes.indexOf(current) : -1;
  const target =
    index >= 0
      ? changes[(index + direction + changes.length) % changes.length]!
      : direction === 1
        ? (changes.find((change) => change.from > head) ?? changes[0]!)
        : (changes.findLast((change) => change.to < head) ?? changes.at(-1)!);
  editor.chain().setTextSelection(target.from).scrollIntoView().focus().run();
}

/**
 * The bar under the text while a rewrite's changes pend (DESIGN §16): "3 changes", previous and next,
 * Reject all and Accept all, and the warning about numbers the rewrite brought that the text lacks.
 */
export function TrackedChangesBar({
  editor,
  summary,
  unsupported,
}: {
  editor: Editor | null;
  summary: ChangesSummary;
  unsupported: readonly NumberMention[];
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const count = summary.ids.length;
  const bar = useRef<HTMLElement>(null);
  // On a phone the bar (Accept all) would open half under the sheet's sticky footer.
  useKeptInView(bar, count > 0 ? 'pending' : 'idle', '');
  if (!editor || count === 0) return null;
  return (
    <section
      ref={bar}
      aria-label={t('ai.changes.region')}
      aria-describedby={unsupported.length > 0 ? noteId : undefined}
      data-ai-changes
      className="border-t border-zinc-200 bg-zinc-50 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-800/50"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="me-auto flex items-center gap-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-100">
          <Sparkles aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
          <span data-ai-changes-count>{t('ai.changes.count', { count })}</span>
          <span className="ms-1 inline-flex items-center">
            <button
              type="button"
              className={stepButton}
              aria-label={t('ai.changes.previous')}
              title={t('ai.changes.previous')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => goToChange(editor, -1)}
            >
              <ChevronUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={stepButton}
              aria-label={t('ai.changes.next')}
              title={t('ai.changes.next')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => goToChange(editor, 1)}
            >
              <ChevronDown aria-hidden className="size-4" />
            </button>
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={quietButton}
            data-ai-reject-all
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              rejectAllChanges(editor);
              backToText(editor);
            }}
          >
            <X aria-hidden className="size-4" />
            {t('ai.changes.rejectAll')}
          </button>
          <button
            type="button"
            className={acceptAllButton}
            data-ai-accept-all
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              acceptAllChanges(editor);
              backToText(editor);
            }}
          >
            <Check aria-hidden className="size-4" />
            {t('ai.changes.acceptAll')}
          </button>
        </div>
      </div>
      {unsupported.length > 0 && <UnsupportedNumbersNote id={noteId} unsupported={unsupported} />}
    </section>
  );
}

const controlButton =
  'inline-flex size-7 items-center justify-center rounded-md transition-colors max-sm:size-11 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';

/**
 * Accept and Reject for the change at the caret, floating just under it (or above it at the bottom of
 * the field). After the text in tab order, so Tab from the change reaches them; Alt+Enter and
 * Alt+Backspace do the same from the text, and the buttons say so (`aria-keyshortcuts`).
 */
export function ChangeControls({
  editor,
  summary,
  container,
}: {
  editor: Editor | null;
  summary: ChangesSummary;
  container: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const active = summary.active;

  useLayoutEffect(() => {
    if (!editor || !active) return;
    const measure = () => {
      const frame = container.current;
      const controls = box.current;
      const change = pendingChanges(editor.state.doc).find((candidate) => candidate.id === active);
      if (!frame || !controls || !change || editor.isDestroyed) return;
      try {
        const start = editor.view.coordsAtPos(change.from, 1);
        const end = editor.view.coordsAtPos(change.to, -1);
        const bounds = frame.getBoundingClientRect();
        const { offsetWidth: width, offsetHeight: height } = controls;
        let top = end.bottom - bounds.top + 4;
        if (top + height > bounds.height - 2) top = start.top - bounds.top - height - 4;
        const left = Math.min(Math.max(end.left - bounds.left - width / 2, 4), Math.max(bounds.width - width - 4, 4));
        setPlace((current) => (current?.top === top && current.left === left ? current : { top, left }));
      } catch {
        // Not laid out (a hidden tab): it is measured again when shown.
      }
    };
    measure();
    let frameId = 0;
    const later = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(measure);
    };
    editor.on('transaction', later);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frameId);
      editor.off('transaction', later);
      window.removeEventListener('resize', later);
    };
  }, [editor, active, container]);

  if (!editor || !active) return null;
  const resolve = (accept: boolean) => {
    if (accept) acceptChange(editor, active);
    else rejectChange(editor, active);
    backToText(editor);
  };
  return (
    <div
      ref={box}
      role="group"
      aria-label={t('ai.changes.change')}
      data-ai-change-controls={active}
      style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }}
      className="absolute z-10 flex items-center gap-0.5 rounded-lg border border-zinc-200 bg-white p-0.5 shadow-md ring-1 ring-black/5 dark:border-zinc-700 dark:bg-zinc-900 dark:ring-white/10"
    >
      <button
        type="button"
        data-ai-accept
        aria-label={t('ai.changes.accept')}
        aria-keyshortcuts="Alt+Enter"
        title={`${t('ai.changes.accept')} (Alt+Enter)`}
        className={`${controlButton} text-emerald-700 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-500/15`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => resolve(true)}
      >
        <Check aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        data-ai-reject
        aria-label={t('ai.changes.reject')}
        aria-keyshortcuts="Alt+Backspace"
        title={`${t('ai.changes.reject')} (Alt+Backspace)`}
        className={`${controlButton} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/15`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => resolve(false)}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
