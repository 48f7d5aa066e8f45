import type { Question } from '../../../shared/applications';

/** "Copy all": each question and its answer as plain text, a blank line between, as program portals take it. */
export function copyAllText(questions: readonly Pick<Question, 'text' | 'answer'>[]): string {
  return questions.map(({ text, answer }) => `${text.trim()}\n${answer.trim()}`).join('\n\n');
}
