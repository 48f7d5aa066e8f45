// @vitest-environment jsdom
import { testEditors } from './test-editor';
import { describe, expect, it } from 'vitest';
import { insertAiText } from './ai-insert';
import { buildAiRequest } from './ai-request';

const makeEditor = testEditors();

describe('buildAiRequest', () => {
  it('sends a selection as the prompt and the whole field as the context', () => {
    const current = makeEditor('<p>Clinics on wheels.</p><p>Booked by SMS.</p>');
    current.commands.setTextSelection({ from: 21, to: 27 });
    const { body, target } = buildAiRequest(current, 'improve', 'problem', false);
    expect(body).toEqual({
      action: 'improve',
      field_name: 'problem',
      session_id: 'startup-briefproblem',
      prompt: 'Booked',
      context: 'Clinics on wheels.\nBooked by SMS.',
    });
    expect(target).toEqual({ from: 21, to: 27, kind: 'selection' });
  });

  it('sends the text before the cursor for continue, and the whole text without a cursor', () => {
    const current = makeEditor('<p>Clinics on wheels.</p>');
    current.commands.setTextSelection(8);
    expect(buildAiRequest(current, 'continue', 'vision', true).body.prompt).toBe('Clinics');
    const { body, target } = buildAiRequest(current, 'continue', 'vision', false);
    expect(body.prompt).toBe('Clinics on wheels.');
    expect(target.kind).toBe('none');
  });
});

describe('insertAiText', () => {
  it('replaces a selection in one undo step and puts the cursor after it', () => {
    const current = makeEditor('<p>Clinics on wheels.</p>');
    current.commands.setTextSelection({ from: 1, to: 8 });
    insertAiText(current, { from: 1, to: 8, kind: 'selection' }, 'Vans');
    expect(current.getHTML()).toBe('<p>Vans on wheels.</p>');
    expect(current.state.selection.from).toBe(5);
    current.commands.undo();
    expect(current.getHTML()).toBe('<p>Clinics on wheels.</p>');
  });

  it('adds a blank line before text appended at the end, and fills an empty field as it is', () => {
    const current = makeEditor('<p>Clinics.</p>');
    insertAiText(current, { from: 10, to: 10, kind: 'none' }, 'More vans.');
    expect(current.getHTML()).toBe('<p>Clinics.</p><p></p><p>More vans.</p>');
    current.destroy();
    const empty = makeEditor('');
    insertAiText(empty, { from: 2, to: 2, kind: 'none' }, 'Vans.');
    expect(empty.getHTML()).toBe('<p>Vans.</p>');
  });
});
