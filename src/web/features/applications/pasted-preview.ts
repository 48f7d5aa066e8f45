import { MAX_APPLICATION_QUESTIONS } from '../../../shared/applications';
import { parseQuestionList, type PastedQuestion } from '../../../shared/question-list';

/** The pasted list as the server will read it (the same parser): each question with the limits read; one past the maximum at most. */
export function previewQuestions(pasted: string): PastedQuestion[] {
  return parseQuestionList(pasted, MAX_APPLICATION_QUESTIONS);
}
