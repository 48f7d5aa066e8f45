import type { ApiSuccess } from '../../shared/api';
import { PAGE_DATA_ELEMENT_ID, type InlinedAnswer, type PageData } from '../../shared/page-data';

let answers: Map<string, InlinedAnswer> | undefined;
/** The page's language as served: the server wrote the answers' texts (the readiness checklist's labels) in it. */
let answersLanguage: string | undefined;
const NONE: ReadonlyMap<string, InlinedAnswer> = new Map();

const pageLanguage = () => globalThis.document?.documentElement?.lang;

/** The answers, while the page is in the language they were written in; once the founder switches in place, none. */
function inlinedAnswers(): ReadonlyMap<string, InlinedAnswer> {
  if (!answers) {
    answersLanguage = pageLanguage();
    // No document outside a page (unit tests, a worker): nothing inlined.
    const element = globalThis.document?.getElementById(PAGE_DATA_ELEMENT_ID);
    let pageData: PageData | undefined;
    try {
      pageData = element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
    } catch {
      // A page cut short: the app asks the API as it would without it.
    }
    answers = new Map(Object.entries(pageData?.answers ?? {}));
    element?.remove();
  }
  return pageLanguage() === answersLanguage ? answers : NONE;
}

/**
 * The answer the server put in the page for this GET (http/page-data.ts), handed out once: the first
 * read of each record starts from it with no request; any later read (after a save, a retry) asks the API.
 */
export function takeInlinedAnswer(path: string): InlinedAnswer | undefined {
  const answer = inlinedAnswers().get(path);
  answers!.delete(path);
  return answer;
}

/** The data of an answer's success envelope. */
export const answerData = <Data>(answer: InlinedAnswer | undefined) => (answer?.body as ApiSuccess<Data> | undefined)?.data;

/**
 * The data of the answer the page came with for this GET, without handing it out: a query starts from it
 * (`initialData`, through useInlinedData in startup-session.ts).
 */
export function inlinedData<Data>(path: string): Data | undefined {
  return answerData<Data>(inlinedAnswers().get(path));
}
