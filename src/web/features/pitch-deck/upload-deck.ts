import type { ApiEnvelope } from '../../../shared/api';
import { PITCH_DECK_FIELDS, PITCH_DECK_PATHS, type PitchDeck } from '../../../shared/pitch-deck';
import { CSRF_HEADER } from '../../../shared/constants';
import { ApiError, currentCsrfToken } from '../../lib/api-client';

export interface DeckUpload {
  /** Settles with the saved deck, or an ApiError (status 0 for a network failure, 'aborted' when cancelled). */
  done: Promise<{ message?: string; deck: PitchDeck }>;
  cancel: () => void;
}

export const UPLOAD_ABORTED = 'aborted';

/**
 * Uploads through XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * The answer is parsed into the same ApiError the rest of the app handles.
 */
export function uploadDeck(file: File, fileName: string, onProgress: (percent: number) => void): DeckUpload {
  const xhr = new XMLHttpRequest();
  let isCancelled = false;
  let rejectUpload: (error: ApiError) => void = () => undefined;
  const done = new Promise<{ message?: string; deck: PitchDeck }>((resolve, reject) => {
    rejectUpload = reject;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: ApiEnvelope<PitchDeck> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as ApiEnvelope<PitchDeck>;
      } catch {
        envelope = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) {
        onProgress(100);
        resolve({ message: envelope.message, deck: envelope.data });
        return;
      }
      const failure = envelope && !envelope.success ? envelope : undefined;
      reject(new ApiError(xhr.status, failure?.message ?? '', failure?.errors));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network'));
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_ABORTED));
  });

  const body = new FormData();
  body.append(PITCH_DECK_FIELDS.fileName, fileName);
  body.append(PITCH_DECK_FIELDS.file, file);
  void currentCsrfToken().then(
    (token) => {
      if (isCancelled) return;
      xhr.open('POST', PITCH_DECK_PATHS.upload);
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader(CSRF_HEADER, token);
      xhr.send(body);
    },
    () => rejectUpload(new ApiError(0, 'network')),
  );
  const cancel = () => {
    isCancelled = true;
    // An XHR not sent yet (still waiting for the CSRF token) fires no abort event.
    if (xhr.readyState === XMLHttpRequest.UNSENT) rejectUpload(new ApiError(0, UPLOAD_ABORTED));
    else xhr.abort();
  };
  return { done, cancel };
}
