import { describe, expect, it } from 'vitest';
import type { Application } from '../../../shared/applications';
import {
  applicationShape,
  applicationValueOf,
  comparedFields,
  mergedValues,
  payloadOf,
  statusAfterTyping,
  valuesOf,
} from './application-values';
import type { FormRecord } from '../../lib/record-merge';

const question = (id: string, answer: string) => ({
  id,
  text: `Question ${id}`,
  help: '',
  max_chars: 150,
  max_words: null,
  required: false,
  answer,
  status: answer ? ('edited' as const) : ('empty' as const),
});

const application: Application = {
  id: 'a1',
  program: 'Flat6Labs Cairo',
  deadline: '2026-12-03',
  url: '',
  questions: [question('q1', 'Ours'), question('q2', '')],
  updated_at: null,
  updated_by: null,
};

describe('application values', () => {
  it('sends unset details as null and a new question without id', () => {
    const values = valuesOf(application);
    values.questions.push({ text: 'New?', help: '', max_chars: null, max_words: 50, required: false, answer: '', status: 'empty' });
    const payload = payloadOf(values);
    expect(payload.url).toBeNull();
    expect(payload.questions?.map((item) => item.id)).toEqual(['q1', 'q2', undefined]);
    expect(payload.questions?.[2]).not.toHaveProperty('id');
  });

  it('marks typing as edited, blank as empty, and keeps final', () => {
    expect(statusAfterTyping('Hello', 'drafted')).toBe('edited');
    expect(statusAfterTyping('  ', 'edited')).toBe('empty');
    expect(statusAfterTyping('Hello', 'final')).toBe('final');
  });

  it('compares the details and each saved answer by question id', () => {
    expect(comparedFields(valuesOf(application))).toEqual({
      program: 'Flat6Labs Cairo',
      deadline: '2026-12-03',
      url: '',
      'answer:q1': 'Ours',
      'answer:q2': '',
    });
  });

  it('lays what only I changed over their record, keeping my new questions', () => {
    const theirs = valuesOf({ ...application, program: 'Flat6Labs', questions: [question('q1', 'Theirs'), question('q2', 'Theirs too')] });
    const mine = valuesOf({ ...application, questions: [question('q1', 'Ours'), question('q2', 'Mine')] });
    mine.questions.push({ text: 'Extra', help: '', max_chars: null, max_words: null, required: false, answer: 'x', status: 'edited' });
    const merged = mergedValues(theirs, mine, new Set(['answer:q2']));
    expect(merged.program).toBe('Flat6Labs');
    expect(merged.questions.map((item) => item.answer)).toEqual(['Theirs', 'Mine', 'x']);
  });
});

describe('an application in a review', () => {
  const data = application as unknown as FormRecord;

  it('reads a detail by name and an answer by question id; a question it lacks has none', () => {
    expect(applicationValueOf(data, 'program')).toBe('Flat6Labs Cairo');
    expect(applicationValueOf(data, 'q1')).toBe('Ours');
    expect(applicationValueOf(data, 'q9')).toBeUndefined();
    expect(applicationShape('edited').valueOf(data, 'q9')).toBe('');
  });

  it('sends the checked details and every question, the checked answers with the status given (blank empty)', () => {
    const payload = applicationShape('edited').payloadOf(data, { program: 'Flat6Labs', url: '', q2: 'Brought back', q1: ' ' }) as {
      program?: string;
      url?: string | null;
      deadline?: string | null;
      questions: { id: string; answer: string; status: string }[];
    };
    expect(payload.program).toBe('Flat6Labs');
    expect(payload.url).toBeNull();
    expect(payload).not.toHaveProperty('deadline');
    expect(payload.questions.map(({ id, answer, status }) => ({ id, answer, status }))).toEqual([
      { id: 'q1', answer: ' ', status: 'empty' },
      { id: 'q2', answer: 'Brought back', status: 'edited' },
    ]);
  });

  it('sends only the questions when only answers are checked, an accepted proposal as drafted', () => {
    const payload = applicationShape('drafted').payloadOf(data, { q2: 'Drafted' }) as { questions: { status: string }[] };
    expect(Object.keys(payload)).toEqual(['questions']);
    expect(payload.questions[1]!.status).toBe('drafted');
  });
});
