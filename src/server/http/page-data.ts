import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPLICATION_PATHS } from '../../shared/applications.js';
import { PAGE_DATA_ELEMENT_ID, SESSION_PATH, type InlinedAnswer, type PageData } from '../../shared/page-data.js';
import { PAGE_PATHS, normalizePagePath } from '../../shared/pages.js';
import { SHARE_LINK_PATHS } from '../../shared/share-links.js';
import {
  CONTACT_DETAILS_PATHS,
  FOUNDERS_PATHS,
  FUNDRAISING_PATHS,
  PERSONAL_DETAILS_PATHS,
  PITCH_DECK_PATHS,
  PROGRAM_PREFERENCES_PATHS,
  READINESS_PATH,
  STARTUP_BRIEF_PATHS,
  STARTUP_DETAILS_PATHS,
  VIDEO_PATHS,
} from '../../shared/resources.js';

const PROFILE_RECORDS = [CONTACT_DETAILS_PATHS.get, PERSONAL_DETAILS_PATHS.get, PROGRAM_PREFERENCES_PATHS.get];
const STARTUP_RECORDS = [
  STARTUP_DETAILS_PATHS.get,
  STARTUP_BRIEF_PATHS.get,
  FOUNDERS_PATHS.list,
  PITCH_DECK_PATHS.list,
  FUNDRAISING_PATHS.get,
  VIDEO_PATHS.get,
];

/**
 * The API reads each page of cards makes on its first screen (its section summaries; the overview's readiness,
 * next deadline and share links' first openings too).
 */
const FIRST_SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  [PAGE_PATHS.overview]: [READINESS_PATH, APPLICATION_PATHS.list, SHARE_LINK_PATHS.list, ...PROFILE_RECORDS, ...STARTUP_RECORDS],
  [PAGE_PATHS.profile]: PROFILE_RECORDS,
  [PAGE_PATHS.startup]: STARTUP_RECORDS,
};

/**
 * A GET of the API as the browser would send it (its cookies and language), through the app itself:
 * the same routes, hooks, answers and ETags, never a second copy of their queries.
 */
async function readAsBrowser(app: FastifyInstance, request: FastifyRequest, url: string): Promise<InlinedAnswer | undefined> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
  try {
    const answer = await app.inject({ method: 'GET', url, headers });
    // Anything but a plain success is left for the browser to ask for itself, with its usual error handling.
    if (answer.statusCode !== 200) return undefined;
    const etag = answer.headers.etag;
    return { body: answer.json(), etag: typeof etag === 'string' ? etag : null };
  } catch (error) {
    request.log.warn({ err: error, url }, 'inlining a first-screen read failed');
    return undefined;
  }
}

/**
 * What a logged-in founder's page starts from: the session and the page's first-screen reads, so the app
 * renders without waiting on requests it would only make after its code has run. Undefined when nobody is logged in.
 */
export async function pageDataFor(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<PageData | undefined> {
  if (!request.account) return undefined;
  // An account without a startup (DESIGN §8) reads no startup records: its pages ask for the session only.
  const reads = request.user ? (FIRST_SCREEN_READS[normalizePagePath(pathname)] ?? []) : [];
  const [session, ...answers] = await Promise.all([SESSION_PATH, ...reads].map((url) => readAsBrowser(app, request, url)));
  if (!session) return undefined;
  const pageData: PageData = { answers: { [SESSION_PATH]: session } };
  reads.forEach((url, index) => {
    const answer = answers[index];
    if (answer) pageData.answers[url] = answer;
  });
  return pageData;
}

/**
 * The page data as an inert JSON script element. `<` is escaped so nothing in a founder's text
 * (`</script>`, `<!--`) can end the element or start markup; JSON.parse reads `\u003c` back as `<`.
 */
export function pageDataElement(pageData: PageData): string {
  const json = JSON.stringify(pageData).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
