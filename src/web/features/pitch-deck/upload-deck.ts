import type { ApiEnvelope } from '../../../shared/api';
import { PITCH_DECK_FIELDS, PITCH_DECK_PATHS, type PitchDeck } from '../../../shared/pitch-deck';
import { CSRF_HEADER } from '../../../shared/constants';
import { ApiError, withCsrfRetry } from '../../lib/api-client';

export interface DeckUpload {
  /** Settles with the saved deck, or an ApiError (status 0 for a network failure, 'aborted' when cancelled). */
  done: Promise<{ message?: string; deck: PitchDeck }>;
  cancel: () => void;
}

export const UPLOAD_ABORTED = 'aborted';

function parseAnswer(xhr: XMLHttpRequest): { message?: string; deck: PitchDeck } {
  let envelope: ApiEnvelope<PitchDeck> | undefined;
  try {
    envelope = JSON.parse(xhr.responseText) as ApiEnvelope<PitchDeck>;
  } catch {
    envelope = undefined;
  }
  if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) return { message: envelope.message, deck: envelope.data };
  const failure = envelope && !envelope.success ? envelope : undefined;
  throw new ApiError(xhr.status, failure?.message ?? '', failure?.errors);
}

/**
 * Uploads through XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * A stale CSRF token is refreshed and the file sent once more, as `api` does; the answer
 * is parsed into the same ApiError the rest of the app handles.
 */
export function uploadDeck(file: File, fileName: string, onProgress: (percent: number) => void): DeckUpload {
  const body = new FormData();
  body.append(PITCH_DECK_FIELDS.fileName, fileName);
  body.append(PITCH_DECK_FIELDS.file, file);
  let current: XMLHttpRequest | undefined;
  let isCancelled = false;
  let rejectUpload: (error: ApiError) => void = () => undefined;

  const send = (token: string) =>
    new Promise<XMLHttpRequest>((resolve, reject) => {
      if (isCancelled) return reject(new ApiError(0, UPLOAD_ABORTED));
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => resolve(xhr);
      xhr.onerror = () => reject(new ApiError(0, 'network'));
      xhr.onabort = () => reject(new ApiError(0, UPLOAD_ABORTED));
      xhr.open('POST', PITCH_DECK_PATHS.upload);
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader(CSRF_HEADER, token);
      xhr.send(body);
    });

  const done = new Promise<{ message?: string; deck: PitchDeck }>((resolve, reject) => {
    rejectUpload = reject;
    withCsrfRetry(send)
      .then((xhr) => {
        const saved = parseAnswer(xhr);
        onProgress(100);
        resolve(saved);
      })
      .catch((error: unknown) => reject(error instanceof ApiError ? error : new ApiError(0, 'network')));
  });
  const cancel = () => {
    isCancelled = true;
    // Before the XHR is sent (still waiting for a CSRF token) there is no abort event to wait for.
    rejectUpload(new ApiError(0, UPLOAD_ABORTED));
    current?.abort();
  };
  return { done, cancel };
}
