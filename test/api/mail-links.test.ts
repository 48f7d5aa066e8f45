import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account.js';
import { INVITATION_PATHS } from '../../src/shared/invitations.js';
import { SHARE_LINK_PATHS } from '../../src/shared/share-links.js';
import { cookiesOf, rawRequest } from './helpers/security-raw-request.js';
import { Client, startServer, uniqueEmail, type TestServer } from './helpers/server.js';
import { startSmtpServer } from './helpers/smtp.js';
import { useStarted } from './helpers/use-test-server.js';

const ATTACKER = 'attacker.example';
/** What an attacker controls in a request: Host, and the forwarded headers a proxy would add. */
const FORGED: [string, string][] = [
  ['host', ATTACKER],
  ['x-forwarded-host', ATTACKER],
];

const smtp = useStarted(() => startSmtpServer());
const servers: TestServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** Asks for a reset of `email` with forged headers; the mail that arrives. */
async function forgedReset(server: TestServer, email: string) {
  const anonymous = new Client(server);
  await anonymous.session();
  const answer = await rawRequest(server, {
    method: 'POST',
    path: ACCOUNT_PATHS.passwordReset,
    headers: [...FORGED, ['x-csrf-token', anonymous.csrfToken!]],
    cookies: cookiesOf(anonymous),
    body: { email },
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  return smtp.nextMail(email);
}

async function forgedInvitation(server: TestServer, owner: Client, email: string) {
  const answer = await rawRequest(server, {
    method: 'POST',
    path: INVITATION_PATHS.create,
    headers: [...FORGED, ['x-csrf-token', owner.csrfToken!]],
    cookies: cookiesOf(owner),
    body: { email },
  });
  expect(answer.status, answer.body.toString()).toBe(201);
  return { url: answer.json.data.url as string, mail: await smtp.nextMail(email) };
}

describe.each([
  ['PUBLIC_URL unset: the listen address', {}],
  ['PUBLIC_URL set', { PUBLIC_URL: 'https://dashboard.example.com' }],
])('links in mails with a forged Host (%s)', (_name, env: Record<string, string>) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', ...env } });
    servers.push(server);
  });

  it('a reset mail links to this site, never to the Host the request claimed', async () => {
    const { account } = await new Client(server).register();
    const mail = await forgedReset(server, account.email);
    expect(mail.text).toMatch(new RegExp(`${server.appOrigin}/reset-password#[A-Za-z0-9_-]{43}`));
    expect(mail.html).toContain(`href="${server.appOrigin}/reset-password#`);
    expect(mail.raw).not.toContain(ATTACKER);
  });

  it('an email change links the new address to this site, and the notice to the old one too', async () => {
    const owner = new Client(server);
    const { account } = await owner.register();
    const email = uniqueEmail();
    const answer = await rawRequest(server, {
      method: 'POST',
      path: ACCOUNT_PATHS.email,
      headers: [...FORGED, ['x-csrf-token', owner.csrfToken!]],
      cookies: cookiesOf(owner),
      body: { password: account.password, email },
    });
    expect(answer.status, answer.body.toString()).toBe(200);
    const confirmation = await smtp.nextMail(email);
    expect(confirmation.text).toMatch(new RegExp(`${server.appOrigin}/confirm-email#[A-Za-z0-9_-]{43}`));
    const notice = await smtp.nextMail(account.email);
    expect(notice.text).toContain(`${server.appOrigin}/account`);
    expect(confirmation.raw + notice.raw).not.toContain(ATTACKER);
  });

  it('an invitation (mail and answer) and a share link do too', async () => {
    const owner = new Client(server);
    await owner.register();
    const { url, mail } = await forgedInvitation(server, owner, uniqueEmail());
    expect(url.startsWith(`${server.appOrigin}/invite#`), url).toBe(true);
    expect(mail.text).toContain(url);
    expect(mail.raw).not.toContain(ATTACKER);

    const link = await rawRequest(server, {
      method: 'POST',
      path: SHARE_LINK_PATHS.create,
      headers: [...FORGED, ['x-csrf-token', owner.csrfToken!]],
      cookies: cookiesOf(owner),
      body: { include_contact: false, include_deck: false },
    });
    expect(link.status, link.body.toString()).toBe(201);
    expect(link.json.data.url.startsWith(`${server.appOrigin}/`), link.json.data.url).toBe(true);
  });
});

it('the listen address is localhost on the port the server took', () => {
  const [unset] = servers;
  expect(unset!.appOrigin).toBe(`http://localhost:${new URL(unset!.baseUrl).port}`);
});
