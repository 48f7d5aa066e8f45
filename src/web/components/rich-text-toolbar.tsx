import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, List, ListOrdered, RemoveFormatting, Underline, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

type Tool = 'bold' | 'italic' | 'underline' | 'orderedList' | 'bulletList';

// `mirrored`: the icon draws text lines starting at the left; in Arabic they start at the right.
const TOOLS: readonly { tool: Tool; icon: LucideIcon; mirrored?: boolean; run: (editor: Editor) => boolean }[] = [
  { tool: 'bold', icon: Bold, run: (editor) => editor.chain().focus().toggleBold().run() },
  { tool: 'italic', icon: Italic, run: (editor) => editor.chain().focus().toggleItalic().run() },
  { tool: 'underline', icon: Underline, run: (editor) => editor.chain().focus().toggleUnderline().run() },
  { tool: 'orderedList', icon: ListOrdered, mirrored: true, run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { tool: 'bulletList', icon: List, mirrored: true, run: (editor) => editor.chain().focus().toggleBulletList().run() },
];

/** "Clean": removes every mark (links too) and turns list items back into paragraphs. */
export function cleanFormatting(editor: Editor): boolean {
  return editor.chain().focus().unsetAllMarks().clearNodes().run();
}

const buttonClass =
  'inline-flex size-8 items-center justify-center rounded-md text-zinc-600 transition-colors max-sm:size-11 hover:bg-zinc-100 hover:text-zinc-900 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:aria-pressed:bg-brand-500/20 dark:aria-pressed:text-brand-100';

function Separator({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`mx-1 h-5 w-px bg-zinc-200 dark:bg-zinc-700 ${className}`} />;
}

export interface RichTextToolbarProps {
  editor: Editor | null;
  disabled?: boolean;
  /** Extra controls at the end of the toolbar (the AI assistant's buttons). */
  children?: ReactNode;
}

/** Bold, italic, underline | ordered and bullet lists | clean (SPEC §5). */
export function RichTextToolbar({ editor, disabled = false, children }: RichTextToolbarProps) {
  const { t } = useTranslation();
  // Re-renders only when an active state changes, not on every keystroke.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<Tool, boolean> | null =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            orderedList: current.isActive('orderedList'),
            bulletList: current.isActive('bulletList'),
          }
        : null,
  });
  // An editor still being built (editor-registry.ts) is a moment away: its toolbar does not flash dimmed meanwhile.
  const isDisabled = disabled;

  const toolButton = ({ tool, icon: Icon, mirrored, run }: (typeof TOOLS)[number]) => (
    <button
      key={tool}
      type="button"
      className={buttonClass}
      aria-label={t(`components.editor.${tool}`)}
      title={t(`components.editor.${tool}`)}
      aria-pressed={active?.[tool] ?? false}
      disabled={isDisabled}
      data-editor-command={tool}
      onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
      onClick={() => editor && run(editor)}
    >
      <Icon aria-hidden className={`size-4 ${mirrored ? 'rtl:-scale-x-100' : ''}`} />
    </button>
  );

  return (
    <div
      role="group"
      aria-label={t('components.editor.toolbar')}
      className="flex flex-wrap items-center gap-0.5 border-b border-zinc-200 px-1.5 py-1 dark:border-zinc-700"
    >
      {TOOLS.slice(0, 3).map(toolButton)}
      <Separator />
      {TOOLS.slice(3).map(toolButton)}
      <Separator />
      <button
        type="button"
        className={buttonClass}
        aria-label={t('components.editor.clean')}
        title={t('components.editor.clean')}
        disabled={isDisabled}
        data-editor-command="clean"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => editor && cleanFormatting(editor)}
      >
        <RemoveFormatting aria-hidden className="size-4" />
      </button>
      {children && (
        <>
          <Separator className="max-sm:hidden" />
          {/* A phone's row is full with the formatting buttons (44 px each): the assistant gets a row of its own
              instead of wrapping into a corner after a dangling separator. */}
          <div className="flex items-center gap-0.5 max-sm:-mx-1.5 max-sm:mt-1 max-sm:basis-[calc(100%+0.75rem)] max-sm:border-t max-sm:border-zinc-200 max-sm:px-1.5 max-sm:pt-1 dark:max-sm:border-zinc-700">
            {children}
          </div>
        </>
      )}
    </div>
  );
}
