// @vitest-environment jsdom
import type { Editor } from '@tiptap/core';
import { testEditors } from './test-editor';
import { describe, expect, it } from 'vitest';
import {
  acceptAllChanges,
  acceptChange,
  changeAt,
  htmlWithoutPendingChanges,
  pendingChanges,
  rejectAllChanges,
  rejectChange,
  showRewrite,
  AiTrackedChanges,
} from './tracked-changes';

const makeEditor = testEditors([AiTrackedChanges]);

const whole = (current: Editor) => ({ from: 0, to: current.state.doc.content.size });

/** The changes as shown: each change's struck and inserted text, in document order. */
function shown(current: Editor): string[] {
  const dom = current.view.dom;
  return pendingChanges(current.state.doc).map((change) => {
    const text = (kind: string) =>
      [...dom.querySelectorAll(`[data-ai-change="${kind}"][data-ai-change-id="${change.id}"]`)].map((node) => node.textContent).join('');
    return `${text('delete')}→${text('insert')}`;
  });
}

describe('showRewrite', () => {
  it('shows a rewrite word by word inside the text, keeps bold, and reports the text without it', () => {
    const current = makeEditor('<p>We sell <strong>cheap</strong> vans to clinics.</p>');
    expect(showRewrite(current, whole(current), 'We sell affordable vans to rural clinics.')).toBe(2);
    expect(shown(current)).toEqual(['cheap→affordable', '→rural ']);
    // A replaced word: its deletion and its insertion side by side, the new word as bold as the old one.
    const [first, second] = pendingChanges(current.state.doc).map((change) => change.id);
    expect(current.getHTML()).toBe(
      `<p>We sell <strong><del data-ai-change="delete" data-ai-change-id="${first}" class="ai-change ai-change-delete">cheap</del>` +
        `<ins data-ai-change="insert" data-ai-change-id="${first}" class="ai-change ai-change-insert">affordable</ins></strong> vans to ` +
        `<ins data-ai-change="insert" data-ai-change-id="${second}" class="ai-change ai-change-insert">rural </ins>clinics.</p>`,
    );
    expect(htmlWithoutPendingChanges(current)).toBe('<p>We sell <strong>cheap</strong> vans to clinics.</p>');
  });

  it('works on Arabic text, word by word', () => {
    const current = makeEditor('<p>نقدم عيادات متنقلة للقرى النائية.</p>');
    expect(showRewrite(current, whole(current), 'نقدم عيادات حديثة للقرى البعيدة.')).toBe(2);
    expect(shown(current)).toEqual(['متنقلة→حديثة', 'النائية→البعيدة']);
    acceptAllChanges(current);
    expect(current.getHTML()).toBe('<p>نقدم عيادات حديثة للقرى البعيدة.</p>');
  });

  it('rewrites a selection only', () => {
    const current = makeEditor('<p>Clinics on wheels. Booked by SMS today.</p>');
    // "Booked by SMS today."
    expect(showRewrite(current, { from: 20, to: 40 }, 'Booked by text message.')).toBe(1);
    expect(shown(current)).toEqual(['SMS today→text message']);
    acceptAllChanges(current);
    expect(current.getHTML()).toBe('<p>Clinics on wheels. Booked by text message.</p>');
  });

  it('keeps a list a list: lines pair with items, a new line is a new item, Markdown markers go', () => {
    const current = makeEditor('<p>What we offer:</p><ul><li><p>Vans</p></li><li><p>Clinics</p></li></ul>');
    // StarterKit keeps an empty paragraph after a list that ends the document (the form's value drops it).
    const html = (text: string) => text.replace(/(?:<p><\/p>)+$/, '');
    expect(showRewrite(current, whole(current), 'What we offer:\n- Electric Vans\n- Clinics\n- Drones')).toBe(2);
    expect(shown(current)).toEqual(['→Electric ', '→Drones']);
    expect(html(htmlWithoutPendingChanges(current))).toBe('<p>What we offer:</p><ul><li><p>Vans</p></li><li><p>Clinics</p></li></ul>');
    acceptAllChanges(current);
    expect(html(current.getHTML())).toBe(
      '<p>What we offer:</p><ul><li><p>Electric Vans</p></li><li><p>Clinics</p></li><li><p>Drones</p></li></ul>',
    );
    current.commands.undo();
    rejectAllChanges(current);
    expect(html(current.getHTML())).toBe('<p>What we offer:</p><ul><li><p>Vans</p></li><li><p>Clinics</p></li></ul>');
  });

  it('shows paragraphs the answer adds or drops as whole-paragraph changes', () => {
    const current = makeEditor('<p>Our clinics on wheels reach villages.</p><p>We also sell hats.</p><p>Patients book by SMS.</p>');
    const answer = 'Our clinics on wheels reach rural villages.\n\nPatients book a visit by SMS.\n\nWe hire local nurses.';
    expect(showRewrite(current, whole(current), answer)).toBe(4);
    expect(shown(current)).toEqual(['→rural ', 'We also sell hats.→', '→a visit ', '→We hire local nurses.']);
    acceptAllChanges(current);
    expect(current.getHTML()).toBe(
      '<p>Our clinics on wheels reach rural villages.</p><p>Patients book a visit by SMS.</p><p>We hire local nurses.</p>',
    );
    current.commands.undo();
    rejectAllChanges(current);
    expect(current.getHTML()).toBe('<p>Our clinics on wheels reach villages.</p><p>We also sell hats.</p><p>Patients book by SMS.</p>');
  });

  it('finds no change in an answer that is the text as it is', () => {
    const current = makeEditor('<p>Clinics on wheels.</p><p>Booked by SMS.</p>');
    expect(showRewrite(current, whole(current), 'Clinics on wheels.\n\nBooked by SMS.\n')).toBe(0);
    expect(current.view.dom.querySelector('[data-ai-change]')).toBeNull();
  });
});

describe('accepting and rejecting', () => {
  function rewritten() {
    const current = makeEditor('<p>We sell cheap vans to clinics in villages.</p>');
    showRewrite(current, whole(current), 'We sell affordable vans to rural clinics in towns.');
    return current;
  }

  it('accepts or rejects one change at a time, each one undo step', () => {
    const current = rewritten();
    const [first, second, third] = pendingChanges(current.state.doc);
    expect(shown(current)).toEqual(['cheap→affordable', '→rural ', 'villages→towns']);
    acceptChange(current, first!.id);
    rejectChange(current, second!.id);
    expect(shown(current)).toEqual(['villages→towns']);
    expect(htmlWithoutPendingChanges(current)).toBe('<p>We sell affordable vans to clinics in villages.</p>');
    current.commands.undo(); // the rejection is pending again
    expect(shown(current)).toEqual(['→rural ', 'villages→towns']);
    current.commands.undo(); // and so is the acceptance
    expect(shown(current)).toEqual(['cheap→affordable', '→rural ', 'villages→towns']);
    acceptChange(current, third!.id);
    expect(htmlWithoutPendingChanges(current)).toBe('<p>We sell cheap vans to clinics in towns.</p>');
  });

  it('accepts all or rejects all in one undo step', () => {
    const current = rewritten();
    acceptAllChanges(current);
    expect(current.getHTML()).toBe('<p>We sell affordable vans to rural clinics in towns.</p>');
    current.commands.undo();
    expect(pendingChanges(current.state.doc)).toHaveLength(3);
    rejectAllChanges(current);
    expect(current.getHTML()).toBe('<p>We sell cheap vans to clinics in villages.</p>');
    current.commands.undo();
    current.commands.undo(); // the rewrite itself
    expect(current.getHTML()).toBe('<p>We sell cheap vans to clinics in villages.</p>');
    expect(pendingChanges(current.state.doc)).toHaveLength(0);
  });

  it('takes Alt+Enter and Alt+Backspace for the change at the caret, and nothing elsewhere', () => {
    const current = rewritten();
    const [first, second] = pendingChanges(current.state.doc);
    current.commands.setTextSelection(first!.from + 1);
    expect(changeAt(current.state.doc, current.state.selection.head)?.id).toBe(first!.id);
    current.commands.keyboardShortcut('Alt-Enter');
    expect(shown(current)).toEqual(['→rural ', 'villages→towns']);
    current.commands.setTextSelection(pendingChanges(current.state.doc)[0]!.from + 1);
    expect(pendingChanges(current.state.doc)[0]!.id).toBe(second!.id);
    current.commands.keyboardShortcut('Alt-Backspace');
    expect(shown(current)).toEqual(['villages→towns']);
    current.commands.setTextSelection(2); // in "We", no change there
    const before = current.getHTML();
    current.commands.keyboardShortcut('Alt-Enter');
    expect(current.getHTML()).toBe(before);
  });

  it('keeps text typed inside a pending deletion as the founder’s own', () => {
    const current = rewritten();
    const [first] = pendingChanges(current.state.doc);
    const deletion = first!.ranges.find((range) => range.kind === 'delete')!;
    current.commands.setTextSelection(deletion.from + 2);
    current.view.someProp('handleTextInput', (handler) =>
      handler(current.view, deletion.from + 2, deletion.from + 2, 'X', () => current.state.tr),
    );
    acceptChange(current, first!.id);
    expect(htmlWithoutPendingChanges(current)).toBe('<p>We sell Xaffordable vans to clinics in villages.</p>');
  });
});
