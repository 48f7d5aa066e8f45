import './rich-text-editor.css';
import { Plugin } from '@tiptap/pm/state';
import { EditorContent, Extension, getHTMLFromFragment, isNodeEmpty, type Editor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AiMenu } from '../features/ai/ai-menu';
import { AskAiPanel } from '../features/ai/ask-ai-panel';
import { AiPreview } from '../features/ai/ai-preview';
import { AiTrackedChanges, rejectAllChanges, withoutPendingChanges } from '../features/ai/tracked-changes';
import { ChangeControls, TrackedChangesBar, useChangesAnnouncement, useChangesSummary } from '../features/ai/tracked-changes-bar';
import { useAiAssistant } from '../features/ai/use-ai-assistant';
import { useRegisteredEditor } from './editor-registry';
import { PendingSuggestionsContext } from './pending-suggestions';
import { RichTextPreview } from './rich-text-preview';
import { RichTextToolbar } from './rich-text-toolbar';

// The protocols SPEC §5 allows in links; the server's sanitizer allows the same (DESIGN §4).
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|tel:|sms:)/i;

export function isAllowedLink(href: string): boolean {
  return ALLOWED_LINK.test(href.replace(/[\s\p{Cc}]/gu, '')); // "java\tscript:" is still javascript:
}

/** Keys that act on the form as they do in any other field, not on the text. */
const LEAVING_KEYS = new Set(['Tab', 'Escape']);

/**
 * Tab and Shift+Tab leave the editor like any other field (a list item no longer swallows them to
 * nest itself); Ctrl/Cmd+] and Ctrl/Cmd+[ indent and outdent the list item instead. Escape reaches the
 * modal, which closes (or asks first): ProseMirror would otherwise cancel it, and the modal ignores a cancelled key.
 */
const KeysLeaveEditor = Extension.create({
  name: 'keysLeaveEditor',
  addKeyboardShortcuts() {
    return {
      'Mod-]': () => this.editor.commands.sinkListItem('listItem'),
      'Mod-[': () => this.editor.commands.liftListItem('listItem'),
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          // Handled here, ProseMirror's keymaps never see the key and the browser's default (moving focus) runs.
          handleDOMEvents: {
            keydown: (_view, event) =>
              LEAVING_KEYS.has(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing,
          },
        },
      }),
    ];
  },
});

/**
 * The schema decides what survives typing and pasting: paragraphs, bold, italic,
 * underline, strike, links and lists. Images are not in it, so pasted images are
 * dropped (the server's allow-list has no img either).
 */
function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      code: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [
          { scheme: 'tel', optionalSlashes: true },
          { scheme: 'sms', optionalSlashes: true },
        ],
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    Placeholder.configure({ placeholder }),
    KeysLeaveEditor,
    // An AI rewrite's tracked changes (DESIGN §16): two marks, Alt+Enter / Alt+Backspace.
    AiTrackedChanges,
  ];
}

/**
 * The editor's HTML for the form: '' for an empty document, no trailing empty paragraph. Pending AI
 * changes are never part of it: where one pends, the text is what it was before the rewrite.
 */
export function editorHtml(editor: Editor): string {
  const doc = withoutPendingChanges(editor.state.doc);
  if (isNodeEmpty(doc)) return '';
  const html = doc === editor.state.doc ? editor.getHTML() : getHTMLFromFragment(doc.content, editor.schema);
  return html.replace(/(?:<p><\/p>)+$/, '');
}

const CONTENT_CLASS =
  'rich-text-content min-h-32 px-3 py-2 text-base text-zinc-900 sm:text-sm focus:outline-none focus-visible:outline-none dark:text-zinc-100';

function contentAttributes(labelId: string, errorId: string | undefined, { lang, dir }: TextLanguage): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    ...(lang ? { lang } : {}),
    dir: dir ?? 'auto',
    class: CONTENT_CLASS,
  };
}

/** The language a text is written in (DESIGN §14: a profile's original or its translation); unset, the text's own direction. */
export interface TextLanguage {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface RichTextEditorProps extends TextLanguage {
  editorId: string;
  fieldName: string;
  /** HTML; '' for empty. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Shown after the label, part of the field's name (e.g. a "Needed to apply" mark). */
  labelAddon?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  /** Extra toolbar controls; the AI assistant's menu is always there. */
  toolbarSlot?: ReactNode;
  className?: string;
}

/** A Tiptap rich-text field bound to a form value (SPEC §3–§5). */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    editorId,
    fieldName,
    value,
    onChange,
    label,
    labelAddon,
    placeholder,
    disabled = false,
    error,
    toolbarSlot,
    className = '',
    lang,
    dir,
  } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = error ? `${labelId}-error` : undefined;
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  const placeholderText = placeholder ?? t('components.editor.placeholder');
  const editor = useRegisteredEditor(editorId, () => ({
    extensions: editorExtensions(placeholderText),
    content: latest.current.value.trim() ? latest.current.value : '',
    editable: !disabled,
    editorProps: { attributes: contentAttributes(labelId, errorId, { lang, dir }) },
    onUpdate: ({ editor: current }) => latest.current.onChange(editorHtml(current)),
  }));

  // A new value from outside (the form loaded or was reset) replaces the content; our own edits come back equal.
  useEffect(() => {
    if (editor && value !== editorHtml(editor)) editor.commands.setContent(value.trim() ? value : '', { emitUpdate: false });
  }, [editor, value]);

  const assistant = useAiAssistant(editor, fieldName, disabled);
  const changes = useChangesSummary(editor);
  const announcement = useChangesAnnouncement(editor);
  const frame = useRef<HTMLDivElement>(null);
  const pendingCount = changes.ids.length;

  // The form around it counts pending changes as unsaved, and asks before saving without them.
  const suggestions = useContext(PendingSuggestionsContext);
  useEffect(() => {
    if (!suggestions || !editor) return;
    suggestions.report(editorId, pendingCount > 0 ? { count: pendingCount, rejectAll: () => rejectAllChanges(editor) } : null);
  }, [suggestions, editor, editorId, pendingCount]);
  useEffect(() => () => suggestions?.report(editorId, null), [suggestions, editorId]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: contentAttributes(labelId, errorId, { lang, dir }) } });
  }, [editor, labelId, errorId, lang, dir]);

  return (
    <div className={className} data-editor-field={fieldName} data-editor-id={editorId}>
      <span
        id={labelId}
        className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300"
        onClick={() => editor?.commands.focus()}
      >
        {label}
        {labelAddon}
      </span>
      <div
        ref={frame}
        className={`relative overflow-hidden rounded-lg border bg-white shadow-sm transition-shadow has-[.ProseMirror-focused]:border-brand-500 has-[.ProseMirror-focused]:ring-2 has-[.ProseMirror-focused]:ring-brand-500/30 dark:bg-zinc-900 ${
          error ? 'border-red-500' : 'border-zinc-300 dark:border-zinc-700'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <RichTextToolbar editor={editor} disabled={disabled || assistant.state.status === 'running'}>
          {/* No AI menu at all while the assistant is off (AI_PROVIDER unset): nothing to click into a dead end. */}
          {(!assistant.notConfigured || toolbarSlot) && (
            <>
              {!assistant.notConfigured && (
                <AiMenu editor={editor} assistant={assistant} disabled={disabled} hasPendingChanges={pendingCount > 0} />
              )}
              {toolbarSlot}
            </>
          )}
        </RichTextToolbar>
        {/* Until a deferred editor is built, its value stands in at the same size, so nothing around it moves. */}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <RichTextPreview html={value} className={CONTENT_CLASS} placeholder={placeholderText} lang={lang} dir={dir} />
        )}
        {assistant.asking && assistant.state.status === 'idle' && (
          <AskAiPanel
            assistant={assistant}
            onClose={() => {
              assistant.setAsking(null);
              editor?.commands.focus();
            }}
          />
        )}
        <ChangeControls editor={editor} summary={changes} container={frame} />
        <TrackedChangesBar editor={editor} summary={changes} unsupported={assistant.rewriteUnsupported} />
        <AiPreview assistant={assistant} />
        {/* A polite live region, there from the start so screen readers hear each change of it. */}
        <p aria-live="polite" aria-atomic="true" className="sr-only" data-ai-announcer>
          {assistant.state.status === 'unchanged' ? t('ai.changes.none') : announcement}
        </p>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
