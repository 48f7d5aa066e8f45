import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, startServer, type TestServer } from './helpers/server.js';

let server: TestServer;

// Stand-in routes declaring an answer the way the app's routes do (`config.operation.answer`).
const answer = z.strictObject({ id: z.string() });
const operation = { summary: 'A probe', tag: 'Probes', answer };
// Open to anyone, as a route declares it (auth/access.ts): a probe needs no account.
const config = { access: 'public' as const, operation };
const probes = {
  matching: '/answer-probe/matching',
  wrong: '/answer-probe/wrong',
  failure: '/answer-probe/failure',
  undeclared: '/answer-probe/undeclared',
};

beforeAll(async () => {
  server = await startServer({
    extendApp: (app) => {
      app.get(probes.matching, { config }, async () => ({ success: true, data: { id: 'deck-1' } }));
      app.get(probes.wrong, { config }, async () => ({ success: true, message: 'Saved.', data: { id: 7, secret: 'x' } }));
      app.get(probes.failure, { config }, async (_request, reply) => reply.status(404).send({ success: false, message: 'Not found.' }));
      app.get(probes.undeclared, async () => ({ success: true, data: { anything: true } }));
    },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('the API suite checks answers against their schemas', () => {
  it('records a success answer whose data does not match, with its route and the issues', async () => {
    const response = await new Client(server).get(probes.wrong);
    expect(response.status).toBe(200);
    expect(server.answerErrors).toHaveLength(1);
    expect(server.answerErrors[0]).toMatch(/^GET \/answer-probe\/wrong 200: /);
    expect(server.answerErrors[0]).toContain('id');
    expect(server.answerErrors[0]).toContain('secret');
    server.answerErrors.length = 0;
  });

  it('passes matching answers, failure answers and routes without a declared answer', async () => {
    const client = new Client(server);
    for (const probe of [probes.matching, probes.failure, probes.undeclared]) await client.get(probe);
    expect(server.answerErrors).toEqual([]);
  });

  it('fails the closing of a server that sent a mismatching answer', async () => {
    const other = await startServer({ extendApp: (app) => app.get(probes.wrong, { config }, async () => ({ success: true, data: {} })) });
    await new Client(other).get(probes.wrong);
    await expect(other.close()).rejects.toThrow(/GET \/answer-probe\/wrong 200/);
  });
});
