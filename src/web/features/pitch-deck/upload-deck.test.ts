import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, rememberCsrfToken } from '../../lib/api-client';
import { UPLOAD_ABORTED, uploadDeck } from './upload-deck';

const deck = { id: 'd1', file_type: 'pdf', file_name: 'Deck', size: 4, uploaded_at: '2026-01-01', url: '/api/pitch-deck/d1/download' };

/** An XMLHttpRequest that answers like the server: 419 unless the CSRF token is the session's current one. */
class FakeXhr {
  static sent: { token: string; body: FormData }[] = [];
  static currentToken = 'fresh';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private token = '';

  open() {}
  setRequestHeader(name: string, value: string) {
    if (name === 'x-csrf-token') this.token = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ token: this.token, body });
    queueMicrotask(() => {
      const isFresh = this.token === FakeXhr.currentToken;
      this.status = isFresh ? 201 : 419;
      this.responseText = JSON.stringify(
        isFresh ? { success: true, message: 'Uploaded', data: deck } : { success: false, message: 'CSRF token mismatch.' },
      );
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  rememberCsrfToken('stale');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: { user: null, csrf_token: 'fresh' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const file = () => new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' });

describe('uploadDeck', () => {
  it('sends the file again with a fresh token after a 419, and resolves with the saved deck', async () => {
    const progress: number[] = [];
    await expect(uploadDeck(file(), 'Deck', (percent) => progress.push(percent)).done).resolves.toEqual({ message: 'Uploaded', deck });
    expect(FakeXhr.sent.map(({ token }) => token)).toEqual(['stale', 'fresh']);
    expect(FakeXhr.sent[1]!.body.get('file_name')).toBe('Deck');
    expect(progress.at(-1)).toBe(100);
  });

  it('gives up after one refresh: a second 419 is the error', async () => {
    FakeXhr.currentToken = 'never';
    const error = await uploadDeck(file(), 'Deck', () => undefined).done.catch((caught: unknown) => caught);
    FakeXhr.currentToken = 'fresh';
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('is cancelled before it is sent', async () => {
    const upload = uploadDeck(file(), 'Deck', () => undefined);
    upload.cancel();
    await expect(upload.done).rejects.toMatchObject({ message: UPLOAD_ABORTED });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
