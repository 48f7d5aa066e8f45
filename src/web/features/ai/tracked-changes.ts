import { Extension, getHTMLFromFragment, Mark, type Editor } from '@tiptap/react';
import { closeHistory } from '@tiptap/pm/history';
import type { Mark as PmMark, MarkType, Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Transform } from '@tiptap/pm/transform';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { alignBlocks, answerParagraphs, diffText, withoutListMarker, type BlockStep } from './tracked-diff';

/**
 * An AI rewrite as tracked changes inside the text (DESIGN §16). The pending changes live in the
 * document as two marks, so undo and redo carry them like any edit: `aiDelete` on the words the rewrite
 * takes out (shown struck through), `aiInsert` on the words it puts in; both carry the change's id, and
 * a replaced word's deletion and insertion share one. Accepting a change deletes its `aiDelete` text and
 * unmarks its `aiInsert` text; rejecting does the opposite; each is one undo step. The form never sees
 * pending changes: `withoutPendingChanges` is the text with every change rejected.
 */

export const AI_INSERT = 'aiInsert';
export const AI_DELETE = 'aiDelete';
const AI_MARKS = new Set([AI_INSERT, AI_DELETE]);

/** Transactions of this module say what they did here (for the live region and the caret). */
export const AI_CHANGES_META = 'aiChanges';
export type AiChangesEvent = { kind: 'shown'; count: number } | { kind: 'accepted' | 'rejected'; all: boolean };

function changeMark(name: string, kind: 'insert' | 'delete', tag: 'ins' | 'del') {
  return Mark.create({
    name,
    // Typing at a change's edge is the founder's own text, not part of the suggestion.
    inclusive: false,
    excludes: `${AI_INSERT} ${AI_DELETE}`,
    // "Clear formatting" leaves a pending change pending.
    clearable: false,
    addAttributes() {
      return { id: { default: null, rendered: false } };
    },
    // Never read from HTML: a pending change can only come from the assistant, never from a value or a paste.
    parseHTML() {
      return [];
    },
    renderHTML({ mark }) {
      return [tag, { 'data-ai-change': kind, 'data-ai-change-id': String(mark.attrs.id), class: `ai-change ai-change-${kind}` }, 0];
    },
  });
}

export const AiInsertMark = changeMark(AI_INSERT, 'insert', 'ins');
export const AiDeleteMark = changeMark(AI_DELETE, 'delete', 'del');

export interface ChangeRange {
  from: number;
  to: number;
  kind: 'insert' | 'delete';
}

/** One pending change: its id, where it starts and ends, and its marked ranges (deletions and insertions). */
export interface PendingChange {
  id: string;
  from: number;
  to: number;
  ranges: ChangeRange[];
}

const changesCache = new WeakMap<PmNode, PendingChange[]>();

/** The document's pending changes, in document order. */
export function pendingChanges(doc: PmNode): PendingChange[] {
  const cached = changesCache.get(doc);
  if (cached) return cached;
  const byId = new Map<string, PendingChange>();
  doc.descendants((node, pos) => {
    if (!node.isInline) return true;
    for (const mark of node.marks) {
      if (!AI_MARKS.has(mark.type.name)) continue;
      const id = String(mark.attrs.id);
      const kind = mark.type.name === AI_INSERT ? 'insert' : 'delete';
      const to = pos + node.nodeSize;
      let change = byId.get(id);
      if (!change) byId.set(id, (change = { id, from: pos, to, ranges: [] }));
      change.to = Math.max(change.to, to);
      const last = change.ranges.at(-1);
      if (last && last.kind === kind && last.to === pos) last.to = to;
      else change.ranges.push({ from: pos, to, kind });
    }
    return false;
  });
  const changes = [...byId.values()];
  changesCache.set(doc, changes);
  return changes;
}

export function hasPendingChanges(doc: PmNode): boolean {
  return pendingChanges(doc).length > 0;
}

/** The change at a caret position (its edges count): the one that holds it inside first. */
export function changeAt(doc: PmNode, pos: number): PendingChange | undefined {
  const changes = pendingChanges(doc);
  return (
    changes.find((change) => change.ranges.some((range) => range.from < pos && pos < range.to)) ??
    changes.find((change) => change.ranges.some((range) => range.from <= pos && pos <= range.to))
  );
}

/**
 * Accepts (or rejects) the changes whose id `isResolved` picks, in one pass inside a transform; returns
 * where the first of them was, mapped to the new document.
 */
function resolveChanges(tr: Transform, isResolved: (id: string) => boolean, accept: boolean): number | null {
  const { schema } = tr.doc.type;
  const keepType = schema.marks[accept ? AI_INSERT : AI_DELETE]!;
  const dropType = schema.marks[accept ? AI_DELETE : AI_INSERT]!;
  const keep: { from: number; to: number }[] = [];
  const drop: { from: number; to: number }[] = [];
  // Blocks made of this change's dropped text alone (a whole paragraph inserted or deleted) go with it.
  const wholeBlocks: number[] = [];
  const hasId = (marks: readonly PmMark[], type: MarkType) => marks.some((mark) => mark.type === type && isResolved(String(mark.attrs.id)));
  const push = (ranges: { from: number; to: number }[], from: number, to: number) => {
    const last = ranges.at(-1);
    if (last && last.to === from) last.to = to;
    else ranges.push({ from, to });
  };
  tr.doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let isAllDropped = node.childCount > 0;
    node.forEach((child, offset) => {
      const from = pos + 1 + offset;
      if (hasId(child.marks, dropType)) push(drop, from, from + child.nodeSize);
      else isAllDropped = false;
      if (hasId(child.marks, keepType)) push(keep, from, from + child.nodeSize);
    });
    if (isAllDropped) wholeBlocks.push(pos);
    return false;
  });
  if (keep.length === 0 && drop.length === 0) return null;
  const at = Math.min(keep[0]?.from ?? Infinity, drop[0]?.from ?? Infinity);
  for (const range of keep) tr.removeMark(range.from, range.to, keepType);
  const start = tr.mapping.maps.length;
  for (const range of [...drop].reverse()) tr.delete(range.from, range.to);
  const mapping = tr.mapping.slice(start);
  for (const pos of [...wholeBlocks].reverse()) removeEmptyBlock(tr, mapping.map(pos));
  return tr.mapping.slice(start).map(at, -1);
}

/** Removes an emptied block, with the list item or list it leaves empty; the document keeps at least one block. */
function removeEmptyBlock(tr: Transform, pos: number): void {
  const node = tr.doc.nodeAt(pos);
  if (!node?.isTextblock || node.content.size > 0) return;
  const $inside = tr.doc.resolve(pos + 1);
  let depth = $inside.depth;
  while (depth > 1 && $inside.node(depth - 1).childCount === 1) depth -= 1;
  const parent = $inside.node(depth - 1);
  // A list item's first paragraph with a nested list after it cannot go alone.
  if (depth === $inside.depth && parent.type.name === 'listItem' && $inside.index(depth - 1) === 0) return;
  if (depth === 1 && tr.doc.childCount === 1) return;
  tr.delete($inside.before(depth), $inside.after(depth));
}

function resolveAll(tr: Transform, accept: boolean): void {
  resolveChanges(tr, () => true, accept);
}

/** The document as the form sees it: every pending change rejected (the text before the rewrite where one pends). */
export function withoutPendingChanges(doc: PmNode): PmNode {
  if (!hasPendingChanges(doc)) return doc;
  const tr = new Transform(doc);
  resolveAll(tr, false);
  return tr.doc;
}

/** The editor's HTML without pending changes. */
export function htmlWithoutPendingChanges(editor: Editor): string {
  const doc = withoutPendingChanges(editor.state.doc);
  return doc === editor.state.doc ? editor.getHTML() : getHTMLFromFragment(doc.content, editor.schema);
}

function dispatchResolution(editor: Editor, run: (tr: Transaction) => number | null, event: AiChangesEvent): boolean {
  const tr = editor.state.tr;
  closeHistory(tr); // one undo step of its own: an undo takes exactly this back to pending
  const at = run(tr);
  if (!tr.docChanged) return false;
  if (at !== null) tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(at, tr.doc.content.size))));
  tr.setMeta(AI_CHANGES_META, event).scrollIntoView();
  editor.view.dispatch(tr);
  return true;
}

export function acceptChange(editor: Editor, id: string): boolean {
  return dispatchResolution(editor, (tr) => resolveChanges(tr, (candidate) => candidate === id, true), { kind: 'accepted', all: false });
}

export function rejectChange(editor: Editor, id: string): boolean {
  return dispatchResolution(editor, (tr) => resolveChanges(tr, (candidate) => candidate === id, false), { kind: 'rejected', all: false });
}

export function acceptAllChanges(editor: Editor): boolean {
  return dispatchResolution(editor, (tr) => (resolveAll(tr, true), null), { kind: 'accepted', all: true });
}

export function rejectAllChanges(editor: Editor): boolean {
  return dispatchResolution(editor, (tr) => (resolveAll(tr, false), null), { kind: 'rejected', all: true });
}

function resolveAtCaret(editor: Editor, accept: boolean): boolean {
  const change = changeAt(editor.state.doc, editor.state.selection.head);
  if (!change || !editor.isEditable) return false;
  return accept ? acceptChange(editor, change.id) : rejectChange(editor, change.id);
}

// ——— Showing a rewrite ———

/** A run of the target inside one textblock: its text (one character per position) and where it sits. */
interface Segment {
  /** The position of the segment's first character. */
  start: number;
  end: number;
  text: string;
  /** The position before its textblock. */
  blockPos: number;
  /** It is the whole textblock, not a part of it. */
  isWhole: boolean;
  isListItem: boolean;
}

function targetSegments(doc: PmNode, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  doc.nodesBetween(from, to, (node, pos, parent) => {
    if (!node.isTextblock) return true;
    const contentStart = pos + 1;
    const contentEnd = contentStart + node.content.size;
    const start = Math.max(from, contentStart);
    const end = Math.min(to, contentEnd);
    if (start >= end) return false;
    let text = '';
    node.forEach((child, offset) => {
      const childStart = contentStart + offset;
      const childEnd = childStart + child.nodeSize;
      if (childEnd <= start || childStart >= end) return;
      // A hard break (or any other inline leaf) reads as one space: one position, one character.
      const whole = child.isText ? child.text! : ' '.repeat(child.nodeSize);
      text += whole.slice(Math.max(0, start - childStart), Math.min(child.nodeSize, end - childStart));
    });
    segments.push({
      start,
      end,
      text,
      blockPos: pos,
      isWhole: start === contentStart && end === contentEnd,
      isListItem: parent?.type.name === 'listItem',
    });
    return false;
  });
  return segments.filter((segment) => segment.text.trim() !== '');
}

/** Where new paragraphs go after (or before) a segment's block: a new list item inside a list, else a paragraph beside it. */
function blockSlot(doc: PmNode, segment: Segment, side: 'after' | 'before'): { pos: number; isListItem: boolean } {
  const $inside = doc.resolve(segment.blockPos + 1);
  const depth = $inside.depth;
  const parent = $inside.node(depth - 1);
  const index = $inside.index(depth - 1);
  const isEdge = side === 'after' ? index === parent.childCount - 1 : index === 0;
  if (parent.type.name === 'listItem' && isEdge) {
    return { pos: side === 'after' ? $inside.after(depth - 1) : $inside.before(depth - 1), isListItem: true };
  }
  return { pos: side === 'after' ? $inside.after(depth) : $inside.before(depth), isListItem: false };
}

/** Marks a new word takes: those of the word it replaces, or of the text before it (formatting only: a link does not grow). */
function marksFor(doc: PmNode, segment: Segment, from: number, to: number): readonly PmMark[] {
  const formatting = (marks: readonly PmMark[] | undefined, withLinks: boolean) =>
    (marks ?? []).filter((mark) => !AI_MARKS.has(mark.type.name) && (withLinks || mark.type.name !== 'link'));
  if (to > from) return formatting(doc.nodeAt(from)?.marks, true);
  const blockStart = segment.blockPos + 1;
  return formatting((from > blockStart ? doc.nodeAt(from - 1) : doc.nodeAt(from))?.marks, false);
}

interface Edit {
  /** Where it starts in the document before any edit: numbering goes up from here, applying goes down. */
  pos: number;
  apply: (tr: Transaction, id: string) => void;
}

let runs = 0;

/**
 * Shows `answer` as tracked changes against the target range (a selection, or the whole field): one
 * transaction and one undo step. Paragraph by paragraph, word by word; paragraphs the answer adds or
 * drops are changes of their own. Returns the number of changes (0: the answer is the text as it is).
 */
export function showRewrite(editor: Editor, target: { from: number; to: number }, answer: string): number {
  const { doc, schema } = editor.state;
  const segments = targetSegments(doc, Math.max(0, target.from), Math.min(target.to, doc.content.size));
  if (segments.length === 0) return 0;
  let lines = answerParagraphs(answer);
  if (lines.length === 0) return 0;
  // Inside a paragraph (part of one selected) new paragraphs cannot go where they belong: they stay one line.
  if (!segments.every((segment) => segment.isWhole) && lines.length > segments.length) {
    lines = [...lines.slice(0, segments.length - 1), lines.slice(segments.length - 1).join(' ')];
  }
  const steps = alignBlocks(
    segments.map((segment) => segment.text.trim()),
    lines,
  );
  const insertType = schema.marks[AI_INSERT]!;
  const deleteType = schema.marks[AI_DELETE]!;
  const edits: Edit[] = [];

  const lineFor = (segment: Segment | undefined, line: string) => (segment?.isListItem ? withoutListMarker(line) : line);

  const pairEdits = (segment: Segment, line: string) => {
    const lead = segment.text.length - segment.text.trimStart().length;
    const core = segment.text.trim();
    const coreStart = segment.start + lead;
    for (const change of diffText(core, lineFor(segment, line))) {
      const from = coreStart + change.from;
      const to = coreStart + change.to;
      const marks = marksFor(doc, segment, from, to);
      edits.push({
        pos: from,
        apply: (tr, id) => {
          if (change.insert !== '') tr.insert(to, schema.text(change.insert, [...marks, insertType.create({ id })]));
          if (to > from) tr.addMark(from, to, deleteType.create({ id }));
        },
      });
    }
  };

  // Paragraphs dropped or added next to each other are one change each run.
  let group = null as { kind: 'delete' | 'insert'; steps: BlockStep[] } | null;
  let lastOld: Segment | undefined;
  const flushGroup = () => {
    if (!group) return;
    const { kind, steps: grouped } = group;
    group = null;
    if (kind === 'delete') {
      const dropped = grouped.map((step) => segments[(step as { old: number }).old]!);
      edits.push({
        pos: dropped[0]!.start,
        apply: (tr, id) => dropped.forEach((segment) => tr.addMark(segment.start, segment.end, deleteType.create({ id }))),
      });
      return;
    }
    // After the paragraph before them; at the very start, before the first one.
    const anchor = lastOld ?? nextOldAfter(grouped[0]!);
    if (!anchor) return;
    const slot = blockSlot(doc, anchor, lastOld ? 'after' : 'before');
    const texts = grouped.map((step) => lineFor(anchor, lines[(step as { new: number }).new]!));
    edits.push({
      pos: slot.pos,
      apply: (tr, id) => {
        const blocks = texts.map((text) => {
          const paragraph = schema.nodes.paragraph!.create(null, schema.text(text, [insertType.create({ id })]));
          return slot.isListItem ? schema.nodes.listItem!.create(null, paragraph) : paragraph;
        });
        tr.insert(slot.pos, blocks);
      },
    });
  };
  const nextOldAfter = (step: BlockStep): Segment | undefined => {
    for (const candidate of steps.slice(steps.indexOf(step))) if (candidate.kind !== 'insert') return segments[candidate.old];
    return undefined;
  };

  for (const step of steps) {
    if (step.kind === 'pair') {
      flushGroup();
      pairEdits(segments[step.old]!, lines[step.new]!);
      lastOld = segments[step.old];
      continue;
    }
    if (group?.kind !== step.kind) flushGroup();
    const current = group ?? { kind: step.kind, steps: [] };
    current.steps.push(step);
    group = current;
    if (step.kind === 'delete') lastOld = segments[step.old];
  }
  flushGroup();
  if (edits.length === 0) return 0;

  const run = (runs += 1).toString(36) + Date.now().toString(36);
  // Numbered in document order (stable for edits at one place), applied from the end so earlier positions hold.
  const numbered = edits
    .map((edit, index) => ({ edit, index }))
    .sort((left, right) => left.edit.pos - right.edit.pos || left.index - right.index)
    .map(({ edit }, number) => ({ edit, id: `${run}-${number + 1}` }));
  const tr = editor.state.tr;
  closeHistory(tr); // typing before the rewrite is not undone with it
  for (const { edit, id } of [...numbered].reverse()) edit.apply(tr, id);
  tr.setMeta(AI_CHANGES_META, { kind: 'shown', count: numbered.length } satisfies AiChangesEvent);
  editor.view.dispatch(tr);
  return pendingChanges(editor.state.doc).length;
}

// ——— The extension ———

const activeChangeKey = new PluginKey<DecorationSet>('aiActiveChange');

/** The change at the caret is outlined, so the founder sees which one Alt+Enter and Alt+Backspace act on. */
function activeChangeDecorations(state: EditorState): DecorationSet {
  const change = changeAt(state.doc, state.selection.head);
  if (!change) return DecorationSet.empty;
  return DecorationSet.create(
    state.doc,
    change.ranges.map((range) => Decoration.inline(range.from, range.to, { class: 'ai-change-active' })),
  );
}

/**
 * The two marks, Alt+Enter (accept) and Alt+Backspace (reject) for the change at the caret, the
 * outline of that change, and text typed inside a pending deletion kept as the founder's own (not struck).
 */
export const AiTrackedChanges = Extension.create({
  name: 'aiTrackedChanges',
  // Before the editor's own keymaps: Alt+Backspace deletes a word elsewhere, but not inside a change.
  priority: 1000,
  addExtensions() {
    return [AiInsertMark, AiDeleteMark];
  },
  addKeyboardShortcuts() {
    return {
      'Alt-Enter': () => resolveAtCaret(this.editor, true),
      'Alt-Backspace': () => resolveAtCaret(this.editor, false),
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: activeChangeKey,
        props: {
          decorations: activeChangeDecorations,
          handleTextInput(view, from, to, text) {
            const deleteType = view.state.schema.marks[AI_DELETE];
            const marks = view.state.storedMarks ?? view.state.doc.resolve(from).marks();
            if (!deleteType?.isInSet(marks)) return false;
            const tr = view.state.tr.insertText(text, from, to);
            view.dispatch(tr.removeMark(from, from + text.length, deleteType));
            return true;
          },
        },
      }),
    ];
  },
});
