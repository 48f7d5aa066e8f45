// Drafting an application's answers (DESIGN §13): a 10-question application over a provider that takes a
// fixed time per answer, through the JSON route, next to that delay × the questions (one request after the
// other) and the delay alone (every question at once); and how many requests the provider got per draft.
import { loggedInHeaders, postJson as post, startAppWithFakeAi, stopServer } from './lib.mjs';

const QUESTIONS = 10;
const PROVIDER_DELAY_MS = 400;
const WARM_UP = 1;
const ROUNDS = 5;

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

const requestsSoFar = async (provider) => Number(await (await fetch(`${provider.baseUrl}/requests`)).text());

export async function runApplicationDraftBench({ log }) {
  const servers = [];
  try {
    const { provider, app } = await startAppWithFakeAi(servers, {
      providerEnv: { FAKE_AI_FIRST_TOKEN_DELAY_MS: String(PROVIDER_DELAY_MS) },
      appEnv: { LIMIT_AI_REQUESTS_PER_USER: '100000' },
    });
    const headers = await loggedInHeaders(app.baseUrl);
    await post(app, headers, '/dashboard/startup-brief', { problem: '<p>Banks refuse most smallholder farmers.</p>' });
    const questions = Array.from({ length: QUESTIONS }, (_, index) => ({ text: `Question ${index + 1}: what do you do?`, max_chars: 300 }));
    const application = await post(app, headers, '/api/startup/applications', { program: 'Bench program', questions });

    const walls = [];
    const requests = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const before = await requestsSoFar(provider);
      const started = performance.now();
      const draft = await post(app, headers, `/api/startup/applications/${application.id}/draft`, {});
      const wall = performance.now() - started;
      if (draft.proposals.length !== QUESTIONS) throw new Error(`expected ${QUESTIONS} proposals, got ${draft.proposals.length}`);
      if (round < WARM_UP) continue;
      walls.push(wall);
      requests.push((await requestsSoFar(provider)) - before);
    }
    const wall = median(walls);
    const oneByOne = PROVIDER_DELAY_MS * QUESTIONS;
    log(`\nApplication drafting (DESIGN §13), ${QUESTIONS} questions, provider ${PROVIDER_DELAY_MS} ms an answer, median of ${ROUNDS}`);
    log(
      `wall ${wall.toFixed(0)} ms against ${oneByOne} ms one question after another (${(wall / oneByOne).toFixed(2)}×) ` +
        `and ${PROVIDER_DELAY_MS} ms all at once (${(wall / PROVIDER_DELAY_MS).toFixed(1)}×); ` +
        `${median(requests)} requests to the provider per draft.`,
    );
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
}
