// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rememberCsrfToken } from '../lib/api-client';
import { pendingChanges, showRewrite } from '../features/ai/tracked-changes';
import { destroyAllEditors, editorIds, getEditor } from './editor-registry';
import { PendingSuggestionsContext, type PendingSuggestion } from './pending-suggestions';
import { RichTextEditor, isAllowedLink, type RichTextEditorProps } from './rich-text-editor';

beforeAll(() => {
  // jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
  // The assistant's panel keeps itself in view (use-kept-in-view) a frame after it opens.
  Element.prototype.scrollIntoView = () => {};
  // The AI menu (Headless UI) watches its button's size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // ProseMirror's pasteHTML builds a paste event; jsdom has no ClipboardEvent.
  globalThis.ClipboardEvent ??= class extends Event {
    readonly clipboardData = null;
  } as unknown as typeof ClipboardEvent;
});

afterEach(() => {
  cleanup();
  destroyAllEditors();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderEditor(overrides: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const props: RichTextEditorProps = { editorId: 'brief-vision', fieldName: 'vision', label: 'Vision', value: '', onChange, ...overrides };
  const view = render(<RichTextEditor {...props} />);
  const editor = getEditor(props.editorId)!;
  const content = view.container.querySelector<HTMLElement>('[contenteditable]')!;
  return { ...view, onChange, editor, content };
}

type TestEditor = ReturnType<typeof renderEditor>['editor'];

function selectAndClick(
  editor: TestEditor,
  label: string,
  select: (editor: TestEditor) => void = (current) => current.commands.selectAll(),
) {
  act(() => {
    select(editor);
  });
  fireEvent.click(screen.getByRole('button', { name: label }));
}

describe('RichTextEditor', () => {
  it('renders its field hooks, label, toolbar and the default placeholder', () => {
    const { container, content } = renderEditor();
    const root = container.querySelector('[data-editor-field="vision"]');
    expect(root?.getAttribute('data-editor-id')).toBe('brief-vision');
    expect(screen.getByRole('textbox', { name: 'Vision' })).toBe(content);
    expect(content.getAttribute('dir')).toBe('auto');
    expect(content.querySelector('p')?.getAttribute('data-placeholder')).toBe('Start typing...');
    for (const name of ['Bold', 'Italic', 'Underline', 'Numbered list', 'Bulleted list', 'Clear formatting']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('title', name);
    }
  });

  it('starts from a non-blank value and reports every edit as HTML', () => {
    const { editor, onChange, content } = renderEditor({ value: '<p>Hello</p>' });
    expect(content.innerHTML).toContain('Hello');
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' world');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it.each([
    ['Bold', '<p><strong>Our vision</strong></p>'],
    ['Italic', '<p><em>Our vision</em></p>'],
    ['Underline', '<p><u>Our vision</u></p>'],
  ])('the %s button marks the selection and shows it as pressed', (label, html) => {
    const { editor, onChange } = renderEditor({ value: '<p>Our vision</p>' });
    const button = screen.getByRole('button', { name: label });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    selectAndClick(editor, label);
    expect(onChange).toHaveBeenLastCalledWith(html);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    selectAndClick(editor, label);
    expect(onChange).toHaveBeenLastCalledWith('<p>Our vision</p>');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it.each([
    ['Numbered list', '<ol><li><p>Our vision</p></li></ol>'],
    ['Bulleted list', '<ul><li><p>Our vision</p></li></ul>'],
  ])('the %s button turns the paragraph at the cursor into a list', (label, html) => {
    const { editor, onChange } = renderEditor({ value: '<p>Our vision</p>' });
    const button = screen.getByRole('button', { name: label });
    selectAndClick(editor, label, (current) => current.commands.setTextSelection(3));
    expect(onChange).toHaveBeenLastCalledWith(html);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('clean removes marks and turns lists back into paragraphs', () => {
    const { editor, onChange } = renderEditor({
      value: '<ul><li><p><strong><em><u>One</u></em></strong></p></li></ul><ol><li><p><a href="https://example.com">Two</a></p></li></ol>',
    });
    selectAndClick(editor, 'Clear formatting');
    expect(onChange).toHaveBeenLastCalledWith('<p>One</p><p>Two</p>');
  });

  it('keeps http(s), mailto, tel and sms links and drops javascript:, data: and vbscript: ones when pasting', () => {
    const { editor, onChange } = renderEditor();
    act(() => {
      editor.view.pasteHTML(
        '<p><a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a> ' +
          '<a href="https://example.com/a">good</a> <a href="mailto:a@b.co">mail</a> <a href="tel:+962790000000">call</a> <a href="sms:+962790000000">text</a></p>' +
          '<p><img src="https://example.com/x.png" alt="x">after image</p>',
      );
    });
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).not.toMatch(/javascript:|data:|vbscript:|<img/);
    expect(html).toContain('bad');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('href="mailto:a@b.co"');
    expect(html).toContain('href="tel:+962790000000"');
    expect(html).toContain('href="sms:+962790000000"');
    expect(html).toContain('after image');
  });

  it('drops disallowed links arriving in the value too', () => {
    const { content } = renderEditor({ value: '<p><a href="javascript:alert(1)">x</a><a href="ftp://example.com">y</a></p>' });
    expect(content.querySelector('a')).toBeNull();
    expect(isAllowedLink('java\tscript:alert(1)')).toBe(false);
    expect(isAllowedLink(' https://example.com')).toBe(true);
  });

  it('never initialises the same editor id twice', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onChange = vi.fn();
    const first = render(
      <RichTextEditor editorId="brief-problem" fieldName="problem" label="Problem" value="<p>First</p>" onChange={onChange} />,
    );
    const firstEditor = getEditor('brief-problem');
    const second = render(
      <RichTextEditor editorId="brief-problem" fieldName="problem" label="Problem" value="<p>Second</p>" onChange={onChange} />,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('brief-problem'));
    expect(getEditor('brief-problem')).toBe(firstEditor);
    expect(editorIds()).toEqual(['brief-problem']);
    expect(second.container.querySelector('[contenteditable]')).toBeNull();
    first.unmount();
    expect(firstEditor?.isDestroyed).toBe(true);
    expect(editorIds()).toEqual([]);
  });

  it('destroyAllEditors destroys every editor and empties the registry', () => {
    const { editor } = renderEditor();
    destroyAllEditors();
    expect(editor.isDestroyed).toBe(true);
    expect(editorIds()).toEqual([]);
  });

  it('takes a new value from outside without reporting it back, and toggles editable with disabled', () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('');
      const [disabled, setDisabled] = useState(false);
      return (
        <>
          <RichTextEditor editorId="bio" fieldName="biography" label="Biography" value={value} onChange={onChange} disabled={disabled} />
          <button type="button" onClick={() => setValue('<p>Loaded <strong>bio</strong></p>')}>
            load
          </button>
          <button type="button" onClick={() => setDisabled((current) => !current)}>
            toggle
          </button>
        </>
      );
    }
    const { container } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    const content = container.querySelector('[contenteditable]')!;
    expect(content.innerHTML).toContain('<strong>bio</strong>');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(content.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(content.getAttribute('contenteditable')).toBe('true');
  });

  it('announces an error with the content', () => {
    const { content } = renderEditor({ error: 'This field is required.' });
    const error = screen.getByText('This field is required.');
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(content.getAttribute('aria-describedby')).toBe(error.id);
  });
});

describe('an AI rewrite as tracked changes (DESIGN §16)', () => {
  const original = '<p>We sell <strong>cheap</strong> vans to clinics in villages.</p>';
  const rewrite = 'We sell affordable vans to rural clinics in towns.';

  function rewritten(overrides: Partial<RichTextEditorProps> = {}) {
    const view = renderEditor({ value: original, ...overrides });
    act(() => {
      showRewrite(view.editor, { from: 0, to: view.editor.state.doc.content.size }, rewrite);
    });
    return view;
  }

  it('reports the text without its pending changes, and each acceptance as it happens', () => {
    const { editor, onChange, container } = rewritten();
    expect(container.querySelectorAll('[data-ai-change="delete"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-ai-change="insert"]')).toHaveLength(3);
    // The rewrite itself changes nothing the form would save.
    expect(onChange).toHaveBeenLastCalledWith(original);
    const [first] = pendingChanges(editor.state.doc);
    act(() => {
      editor.commands.setTextSelection(first!.from + 1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept change' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>We sell <strong>affordable</strong> vans to clinics in villages.</p>');
    expect(container.querySelector('[data-ai-announcer]')?.textContent).toBe('Change accepted. 2 changes left.');
    expect(container.querySelector('[data-ai-changes-count]')?.textContent).toBe('2 changes');
  });

  it('offers Accept all and Reject all while changes pend, and the controls say their shortcuts', () => {
    const { editor, onChange, container } = rewritten();
    expect(container.querySelector('[data-ai-changes-count]')?.textContent).toBe('3 changes');
    act(() => {
      editor.commands.setTextSelection(pendingChanges(editor.state.doc)[1]!.from + 1);
    });
    expect(screen.getByRole('button', { name: 'Accept change' }).getAttribute('aria-keyshortcuts')).toBe('Alt+Enter');
    expect(screen.getByRole('button', { name: 'Reject change' }).getAttribute('aria-keyshortcuts')).toBe('Alt+Backspace');
    fireEvent.click(screen.getByRole('button', { name: 'Reject change' }));
    expect(container.querySelector('[data-ai-changes-count]')?.textContent).toBe('2 changes');
    fireEvent.click(container.querySelector('[data-ai-accept-all]')!);
    expect(onChange).toHaveBeenLastCalledWith('<p>We sell <strong>affordable</strong> vans to clinics in towns.</p>');
    expect(container.querySelector('[data-ai-changes]')).toBeNull();
    expect(container.querySelector('[data-ai-announcer]')?.textContent).toBe('All changes accepted.');
    act(() => {
      editor.commands.undo();
    });
    fireEvent.click(container.querySelector('[data-ai-reject-all]')!);
    expect(onChange).toHaveBeenLastCalledWith(original);
    expect(container.querySelector('[data-ai-change]')).toBeNull();
  });

  it('tells the form around it how many changes pend, and lets it drop them', () => {
    const reports: (PendingSuggestion | null)[] = [];
    const reporter = { report: (_id: string, pending: PendingSuggestion | null) => reports.push(pending) };
    const onChange = vi.fn();
    const { container } = render(
      <PendingSuggestionsContext.Provider value={reporter}>
        <RichTextEditor editorId="brief-vision" fieldName="vision" label="Vision" value={original} onChange={onChange} />
      </PendingSuggestionsContext.Provider>,
    );
    const editor = getEditor('brief-vision')!;
    act(() => {
      showRewrite(editor, { from: 0, to: editor.state.doc.content.size }, rewrite);
    });
    expect(reports.at(-1)?.count).toBe(3);
    act(() => reports.at(-1)!.rejectAll());
    expect(reports.at(-1)).toBeNull();
    expect(container.querySelector('[data-ai-change]')).toBeNull();
  });

  it('streams an improvement and shows it in the text, with the AI menu off until the changes are settled', async () => {
    rememberCsrfToken('csrf-token');
    const answer = `event: done\ndata: ${JSON.stringify({ text: rewrite })}\n\n`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(answer, { status: 200, headers: { 'content-type': 'text/event-stream' } })),
    );
    const { editor, container } = renderEditor({ value: original });
    fireEvent.click(container.querySelector('[data-ai-menu]')!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Improve' }));
    await screen.findByText('3 changes');
    expect(pendingChanges(editor.state.doc)).toHaveLength(3);
    expect(container.querySelector<HTMLButtonElement>('[data-ai-menu]')?.disabled).toBe(true);
    // The caret goes to the first change, so Alt+Enter acts at once.
    expect(editor.state.selection.head).toBe(pendingChanges(editor.state.doc)[0]!.from);
  });

  it('says so when the answer changes nothing', async () => {
    rememberCsrfToken('csrf-token');
    const answer = `event: done\ndata: ${JSON.stringify({ text: 'We sell cheap vans to clinics in villages.' })}\n\n`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(answer, { status: 200, headers: { 'content-type': 'text/event-stream' } })),
    );
    const { container } = renderEditor({ value: original });
    fireEvent.click(container.querySelector('[data-ai-menu]')!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Fix grammar' }));
    await waitFor(() => expect(container.querySelector('[data-ai-unchanged]')?.textContent).toBe('The assistant suggested no changes.'));
    expect(container.querySelector('[data-ai-announcer]')?.textContent).toBe('The assistant suggested no changes.');
    expect(container.querySelector('[data-ai-change]')).toBeNull();
  });
});
