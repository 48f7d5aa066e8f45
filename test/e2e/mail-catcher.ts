// The browser tests' mail server (started by playwright.config.ts): a real SMTP server (test/api/helpers/smtp.ts)
// the app sends to through SMTP_URL, and a small HTTP API for the specs. `GET /next?to=<email>` answers with the
// next mail to that address as soon as it arrives (or one already received and not yet taken): no polling.
import { createServer } from 'node:http';
import { startSmtpServer } from '../api/helpers/smtp.js';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const apiPort = Number(process.env.MAIL_CATCHER_API_PORT);

const smtp = await startSmtpServer({ port: smtpPort });
const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to');
  if (url.pathname === '/healthz') {
    response.end('ok');
  } else if (url.pathname === '/next' && to) {
    void smtp.nextMail(to).then(({ to: recipients, subject, text, html }) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ to: recipients, subject, text, html }));
    });
  } else {
    response.statusCode = 404;
    response.end();
  }
});
api.listen(apiPort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    api.close();
    void smtp.close().then(() => process.exit(0));
  });
}
