import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ACTIONS, AI_PATHS, AI_RATE_LIMIT, aiRequestSchema } from '../../../src/shared/ai.js';
import { startFakeOpenAi } from '../helpers/fake-openai.js';
import { expectSchemaVerdict, FUZZ_RUNS, fuzzRoute, fuzzTimeout, FuzzTally, StateFingerprint } from '../helpers/fuzz-harness.js';
import { FIELD_HINTS, jsonCases } from '../helpers/fuzz-requests.js';
import { newFounder } from '../helpers/resource.js';
import { type ApiResponse, type Client } from '../helpers/server.js';
import { useStarted, useTestServer } from '../helpers/use-test-server.js';

const AI_HINTS = {
  ...FIELD_HINTS,
  action: fc.constantFrom(...AI_ACTIONS),
  prompt: fc.lorem({ maxCount: 12 }),
  field_name: fc.constantFrom('one_liner', 'description', 'use_of_funds', 'brief'),
};
/**
 * The AI rate limit (20 a minute per user, both routes together) would turn most well-formed
 * cases into 429s. The two routes share a pool of founders and move to the next one after a
 * 429, so the 429 is checked once per founder and most well-formed cases reach the fake
 * provider; once the pool is spent the rest answer 429 (each founder costs a scrypt hash at
 * registration, so the pool covers about half of the cases, roughly the well-formed share).
 */
const POOL_SIZE = Math.ceil(FUZZ_RUNS / AI_RATE_LIMIT / 2) + 1;

class FounderPool {
  private index = 0;
  constructor(private readonly founders: Client[]) {}

  current = () => this.founders[Math.min(this.index, this.founders.length - 1)]!;

  afterAnswer(response: ApiResponse): void {
    if (response.status === 429) this.index += 1;
  }
}

describe('fuzzing the AI assistant with an OpenAI-compatible provider', () => {
  let fingerprint: StateFingerprint;
  let pool: FounderPool;
  const tally = new FuzzTally();

  const fake = useStarted(startFakeOpenAi);
  const server = useTestServer(() => ({
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-fuzz', AI_MODEL: 'fake', AI_TIMEOUT_MS: '5000' },
  }));

  beforeAll(async () => {
    pool = new FounderPool(await Promise.all(Array.from({ length: POOL_SIZE }, async () => (await newFounder(server)).client)));
    fingerprint = await StateFingerprint.open(server);
  }, fuzzTimeout());

  afterAll(async () => {
    tally.report();
    await fingerprint?.close();
  });

  for (const path of Object.values(AI_PATHS)) {
    it(
      `POST ${path}: no 5xx, 4xx (429 over the limit) in the envelope without calling the provider, a 2xx with the answer`,
      async () => {
        let providerCalls = fake.requests.length;
        await fuzzRoute({
          method: 'POST',
          path,
          cases: jsonCases(aiRequestSchema, { hints: AI_HINTS }),
          client: pool.current,
          fingerprint,
          tally,
          check(response, httpCase) {
            pool.afterAnswer(response);
            expectSchemaVerdict(aiRequestSchema, httpCase, response, false);
            if (response.status >= 400) expect(fake.requests.length, 'a refused request reached the provider').toBe(providerCalls);
            if (response.status === 200 && path === AI_PATHS.complete) expect(response.json).toEqual({ success: true, text: fake.answer });
            if (response.status === 200 && path === AI_PATHS.stream)
              expect(response.text).toContain(`event: done\ndata: ${JSON.stringify({ text: fake.answer })}`);
            providerCalls = fake.requests.length;
          },
        });
      },
      fuzzTimeout(),
    );
  }
});
