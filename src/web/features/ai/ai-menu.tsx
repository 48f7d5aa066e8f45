import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import type { Editor } from '@tiptap/react';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AI_MENU_ACTIONS } from '../../../shared/ai';
import type { AiAssistant } from './use-ai-assistant';

export interface AiMenuProps {
  editor: Editor | null;
  assistant: AiAssistant;
  disabled?: boolean;
  /** A rewrite's changes still pend in the text: they are accepted or rejected before the next request. */
  hasPendingChanges?: boolean;
}

/**
 * Brings the editor's selection up to the caret on screen. ProseMirror learns of a caret move from the
 * browser's selectionchange, which comes a task later: a key pressed right after the move (End, then
 * Ctrl+J) would otherwise ask from where the caret was before it.
 */
function readCaret() {
  document.dispatchEvent(new Event('selectionchange'));
}

/** The toolbar's AI menu: one item per action; Ctrl/Cmd+J in the editor opens it. The editor leaves it out while the assistant is off. */
export function AiMenu({ editor, assistant, disabled = false, hasPendingChanges = false }: AiMenuProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // Whether the editor had a caret when the menu opened (the button takes focus from it).
  const hadCursor = useRef(false);
  const busy = assistant.state.status === 'running';
  // Not dimmed while the editor is still being built (a moment after the dialog shows); the actions wait for it.
  const isDisabled = disabled || busy || hasPendingChanges;

  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'j' || !button.current) return;
      event.preventDefault();
      readCaret();
      hadCursor.current = true;
      button.current.focus();
      button.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    };
    dom.addEventListener('keydown', onKeyDown);
    return () => dom.removeEventListener('keydown', onKeyDown);
  }, [editor]);

  return (
    <Menu>
      <MenuButton
        ref={button}
        type="button"
        disabled={isDisabled}
        title={hasPendingChanges ? t('ai.changes.reviewFirst') : t('ai.menuHint')}
        data-ai-menu
        onPointerDown={() => {
          readCaret();
          hadCursor.current = editor?.isFocused ?? false;
        }}
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 transition-colors max-sm:h-11 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-40 data-open:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/20 dark:data-open:bg-brand-500/20"
      >
        <Sparkles aria-hidden className="size-4" />
        {t('ai.menu')}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-64 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
      >
        {AI_MENU_ACTIONS.map((action) => (
          <MenuItem key={action}>
            <button
              type="button"
              data-ai-action={action}
              onClick={() => assistant.run(action, hadCursor.current)}
              className="block w-full rounded-md px-3 py-1.5 text-start text-sm text-zinc-700 max-sm:min-h-11 data-focus:bg-brand-50 data-focus:text-brand-700 data-focus:outline-2 data-focus:outline-brand-500 dark:text-zinc-200 dark:data-focus:bg-brand-500/20 dark:data-focus:text-brand-100"
            >
              {t(`ai.actions.${action}`)}
            </button>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-zinc-200 dark:bg-zinc-700" />
        <MenuItem>
          <button
            type="button"
            data-ai-action="custom"
            onClick={() => assistant.setAsking({ hasCursor: hadCursor.current })}
            className="block w-full rounded-md px-3 py-1.5 text-start text-sm font-medium text-brand-700 max-sm:min-h-11 data-focus:bg-brand-50 data-focus:outline-2 data-focus:outline-brand-500 dark:text-brand-300 dark:data-focus:bg-brand-500/20"
          >
            {t('ai.actions.custom')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
