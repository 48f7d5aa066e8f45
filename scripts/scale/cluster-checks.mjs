// What two instances must agree on: a session made on one is good on the other, a file uploaded
// through one downloads through the other, and login limits count on both.
import { randomBytes } from 'node:crypto';
import { PITCH_DECK_FIELDS, PITCH_DECK_PATHS } from '../../dist/shared/pitch-deck.js';
import { STARTUP_BRIEF_PATHS } from '../../dist/shared/startup-brief.js';
import { ApiClient, multipart } from '../durability/api-client.mjs';
import { sha256, uniquePdf } from '../durability/payloads.mjs';

const PASSWORD = 'scale proof password';

async function registeredClient(baseUrl, email) {
  const client = new ApiClient(baseUrl);
  const response = await client.request('POST', '/api/auth/register', {
    json: { first_name: 'Scale', last_name: 'Proof', email, password: PASSWORD, startup_name: 'Scale Labs' },
  });
  if (response.status !== 201) throw new Error(`register on ${baseUrl} answered ${response.status}: ${response.bytes}`);
  return client;
}

/** Logs in on A, then reads the session and saves (with A's CSRF token) directly on B; A reads the save back. */
export async function checkSessionAcrossInstances(a, b, runId) {
  const email = `scale-${runId}-session@example.com`;
  const client = await registeredClient(a, email);
  client.baseUrl = b;
  const session = await client.get('/api/auth/session');
  const oneLiner = `Saved on B ${randomBytes(4).toString('hex')}`;
  const save = await client.request('POST', STARTUP_BRIEF_PATHS.save, { json: { one_liner: oneLiner } });
  client.baseUrl = a;
  const readBack = await client.read(STARTUP_BRIEF_PATHS.get);
  const isOk = session.json?.data?.user?.email === email && save.status === 200 && readBack.one_liner === oneLiner;
  return {
    isOk,
    detail: `session on B: ${session.json?.data?.user?.email ?? 'none'}; save on B ${save.status}; read on A ${readBack.one_liner === oneLiner ? 'same' : 'different'}`,
  };
}

/** Uploads a deck through A and downloads it through B. */
export async function checkUploadAcrossInstances(a, b, runId) {
  const client = await registeredClient(a, `scale-${runId}-upload@example.com`);
  const pdf = uniquePdf(`scale-${runId}`);
  const form = multipart(
    { [PITCH_DECK_FIELDS.fileName]: 'Scale deck' },
    { [PITCH_DECK_FIELDS.file]: { data: pdf, fileName: 'deck.pdf', type: 'application/pdf' } },
  );
  const upload = await client.request('POST', PITCH_DECK_PATHS.upload, { form });
  if (upload.status !== 201) return { isOk: false, detail: `upload through A answered ${upload.status}` };
  client.baseUrl = b;
  const download = await client.get(upload.json.data.url);
  const isOk = download.status === 200 && sha256(download.bytes) === sha256(pdf);
  return {
    isOk,
    detail: `${pdf.length} bytes up through A, ${download.bytes.length} down through B (${download.status}), ${isOk ? 'equal' : 'DIFFERENT'}`,
  };
}

/** Six failed logins for one email, alternating A, B, A, B, A, B: five 422s, then 429 from B. */
export async function checkLoginLimitAcrossInstances(a, b, runId) {
  const email = `scale-${runId}-limit@example.com`;
  await registeredClient(a, email);
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const client = new ApiClient(attempt % 2 === 0 ? a : b);
    statuses.push((await client.request('POST', '/api/auth/login', { json: { email, password: 'not the password' } })).status);
  }
  const isOk = statuses.slice(0, 5).every((status) => status === 422) && statuses[5] === 429;
  return { isOk, detail: `A,B,A,B,A,B answered ${statuses.join(',')}` };
}
