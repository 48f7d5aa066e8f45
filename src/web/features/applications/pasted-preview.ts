import { MAX_APPLICATION_QUESTIONS } from '../../../shared/applications';

/** One pasted line as the server will read it: the question and its limits. */
export interface PreviewQuestion {
  text: string;
  max_chars: number | null;
  max_words: number | null;
}

/** The pasted list as it will be added: one question a line, blank lines skipped (limits read once src/shared's parser lands). */
export function previewQuestions(pasted: string): PreviewQuestion[] {
  return pasted
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, MAX_APPLICATION_QUESTIONS + 1)
    .map((text) => ({ text, max_chars: null, max_words: null }));
}
