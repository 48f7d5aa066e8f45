// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildEditorLater, destroyAllEditors, hasEditor } from './editor-registry';
import { RichTextEditor } from './rich-text-editor';
import { RichTextPreview } from './rich-text-preview';

afterEach(() => {
  cleanup();
  destroyAllEditors();
});

describe('RichTextPreview', () => {
  it("keeps only the editor's own tags, without attributes, and puts a bare list item's text in a paragraph as the editor does", () => {
    const { container } = render(
      <RichTextPreview
        className="rich-text-content"
        placeholder="Write here"
        html={
          '<p class="x" onclick="alert(1)">Clinics <strong>on</strong> <a href="javascript:alert(1)">wheels</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script><ul><li>One</li><li><p>Two</p></li></ul>'
        }
      />,
    );
    const content = container.querySelector('[data-editor-preview]')!;
    expect(content.innerHTML).toBe('<p>Clinics <strong>on</strong> <a>wheels</a></p><ul><li><p>One</p></li><li><p>Two</p></li></ul>');
    expect(content.getAttribute('dir')).toBe('auto');
  });

  it('shows the placeholder paragraph for an empty value', () => {
    const { container } = render(<RichTextPreview className="rich-text-content" placeholder="Write here" html="  " />);
    expect(container.querySelector('p.is-editor-empty')?.getAttribute('data-placeholder')).toBe('Write here');
  });
});

describe('an editor under BuildEditorLater', () => {
  const editorUnder = (buildLater: boolean) => (
    <BuildEditorLater value={buildLater}>
      <RichTextEditor editorId="brief-mission" fieldName="mission" label="Mission" value="<p>Every village.</p>" onChange={() => {}} />
    </BuildEditorLater>
  );

  it('shows its value in a stand-in at first and is built a moment later', async () => {
    const { container } = render(editorUnder(true));
    expect(hasEditor('brief-mission')).toBe(false);
    expect(container.querySelector('[data-editor-preview]')?.textContent).toBe('Every village.');
    await waitFor(() => expect(container.querySelector('[contenteditable="true"]')?.textContent).toBe('Every village.'));
    expect(hasEditor('brief-mission')).toBe(true);
    expect(container.querySelector('[data-editor-preview]')).toBeNull();
  });

  it('is built at once when it may no longer wait (its tab chosen), and stays built when it may again', () => {
    const view = render(editorUnder(true));
    act(() => view.rerender(editorUnder(false)));
    expect(hasEditor('brief-mission')).toBe(true);
    act(() => view.rerender(editorUnder(true)));
    expect(view.container.querySelector('[contenteditable="true"]')).not.toBeNull();
  });
});
