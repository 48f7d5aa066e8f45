import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import type { TextLanguage } from './rich-text-editor';

// The markup the editor's schema keeps (rich-text-editor.tsx); anything else shows as its text only,
// except what ProseMirror's parser skips whole (its ignored tags).
// A link keeps its look, not its address: nothing here is meant to be clicked.
const KEPT_TAGS = new Set(['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li']);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'noscript', 'object', 'select', 'textarea', 'template', 'iframe']);

function toElements(parent: ParentNode): ReactNode[] {
  return Array.from(parent.childNodes, (node, index) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (!(node instanceof Element)) return null;
    const tag = node.tagName.toLowerCase();
    if (SKIPPED_TAGS.has(tag)) return null;
    // The editor keeps a list item's text in a paragraph (its spacing differs): so does the stand-in.
    const isBareItem = tag === 'li' && !Array.from(node.children).some((child) => ['P', 'UL', 'OL'].includes(child.tagName));
    const children = isBareItem ? [createElement('p', { key: 0 }, ...toElements(node))] : toElements(node);
    return KEPT_TAGS.has(tag) ? createElement(tag, { key: index }, ...children) : createElement(Fragment, { key: index }, ...children);
  });
}

/**
 * A rich-text value drawn as plain elements, laid out as its editor will lay it out (same classes),
 * while that editor is not built yet (editor-registry.ts BuildEditorLater). The HTML is parsed in an
 * inert document (no script or handler runs) and only the editor's own tags are kept, without attributes.
 */
export function RichTextPreview({
  html,
  className,
  placeholder,
  lang,
  dir,
}: { html: string; className: string; placeholder: string } & TextLanguage) {
  const content = useMemo(() => (html.trim() ? toElements(new DOMParser().parseFromString(html, 'text/html').body) : null), [html]);
  return (
    <div>
      {/* The editor's language, else dir="auto", as its content has (rich-text-editor.tsx contentAttributes). */}
      <div className={className} lang={lang} dir={dir ?? 'auto'} data-editor-preview>
        {/* Empty, it shows the placeholder as the editor does (rich-text-editor.css). */}
        {content ?? (
          <p className="is-editor-empty" data-placeholder={placeholder}>
            <br />
          </p>
        )}
      </div>
    </div>
  );
}
