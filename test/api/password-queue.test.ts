import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/api.js';
import { minimalPdf } from './helpers/fixtures.js';
import { newFounder } from './helpers/resource.js';
import { Client, uniqueEmail, type ApiResponse } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useTestServer } from './helpers/use-test-server.js';

const LOOPS = 20;
// Until the queue first refuses, each loop tries a few logins (so a server without a bound fails fast); after, until the files answered.
const ATTEMPTS_BEFORE_BUSY = 3;
const MAX_ATTEMPTS = 200;
const QUEUE = 4;

const script = `console.log(${JSON.stringify('founder '.repeat(2000))});`;
const webFiles = { 'index.html': '<!doctype html><html><head></head><body></body></html>', 'assets/app-5f3c2a.js': script };

// The suite's raised per-address limits: here the hash queue alone stands between the storm and the server.
const server = useTestServer({ webFiles, env: { PASSWORD_HASH_QUEUE: String(QUEUE) } });

describe('password hashing under a storm of bad logins', () => {
  it(`answers 503 with Retry-After beyond ${QUEUE} waiting hashes, and keeps serving static files and deck downloads`, async () => {
    const { client: founder } = await newFounder(server);
    const deck = minimalPdf();
    const uploaded = await founder.request('POST', '/api/pitch-deck', {
      form: multipart({ file_name: 'Deck' }, { deck_file: { data: deck, name: 'deck.pdf', type: 'application/pdf' } }),
    });
    expect(uploaded.status, uploaded.text).toBe(201);

    const answers: ApiResponse[] = [];
    let isBusy = false;
    let isOver = false;
    let markBusy!: () => void;
    const firstBusy = new Promise<void>((resolve) => (markBusy = resolve));
    async function badLogins() {
      const attacker = new Client(server);
      for (let attempt = 0; !isOver && attempt < (isBusy ? MAX_ATTEMPTS : ATTEMPTS_BEFORE_BUSY); attempt++) {
        const answer = await attacker.login(uniqueEmail(), 'not the password');
        answers.push(answer);
        if (answer.status === 503) {
          isBusy = true;
          markBusy();
        }
      }
    }
    const storm = Promise.all(Array.from({ length: LOOPS }, badLogins));

    expect(await Promise.race([firstBusy.then(() => true), storm.then(() => false)]), 'the hash queue never refused').toBe(true);
    const [asset, download] = await Promise.all([
      founder.get('/assets/app-5f3c2a.js'),
      founder.get(`/api/pitch-deck/${uploaded.json.data.id}/download`),
    ]);
    isOver = true;
    await storm;

    expect(asset.status).toBe(200);
    expect(asset.text).toBe(script);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(deck)).toBe(true);

    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([422, 503]));
    for (const busy of answers.filter((answer) => answer.status === 503)) {
      expect(busy.json).toEqual({ success: false, message: MESSAGES.serverBusy });
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);
});
