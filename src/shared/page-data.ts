/** The id of the JSON script element the server puts in a logged-in founder's page (http/page-data.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export const SESSION_PATH = '/api/auth/session';

/** An API answer as the browser would have received it: its JSON envelope and its ETag. */
export interface InlinedAnswer {
  body: unknown;
  etag: string | null;
}

/** The answers a page starts from, by the GET path the app would have asked (the session's always among them). */
export interface PageData {
  answers: Record<string, InlinedAnswer>;
}
