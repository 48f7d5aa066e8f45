import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_PATHS, createApplicationSchema, updateApplicationSchema } from '../../../src/shared/applications.js';
import { expectSchemaVerdict, fuzzRoute, fuzzTimeout, FuzzTally, StateFingerprint } from '../helpers/fuzz-harness.js';
import { jsonCases } from '../helpers/fuzz-requests.js';
import { newFounder } from '../helpers/resource.js';
import type { Client } from '../helpers/server.js';
import { useTestServer } from '../helpers/use-test-server.js';

// DESIGN §13's two JSON saves with bodies generated from their shared schemas: never a 5xx, a 4xx
// changes nothing, a 2xx only for a body the schema accepts (the server adds its own rules on top:
// limits, templates, the 50 applications, past which every creation is a 422 that writes nothing),
// read back as saved.

describe('fuzzing the application saves with bodies generated from their shared schemas', () => {
  let founder: Client;
  let fingerprint: StateFingerprint;
  let applicationId: string;
  const tally = new FuzzTally();

  const server = useTestServer();

  beforeAll(async () => {
    ({ client: founder } = await newFounder(server));
    const created = await founder.post(APPLICATION_PATHS.list, { program: 'Fuzzed', template: 'accelerator' });
    applicationId = created.json.data.id;
    fingerprint = await StateFingerprint.open(server);
  });

  afterAll(async () => {
    tally.report();
    await fingerprint?.close();
  });

  it(
    'POST /api/startup/applications: no 5xx, 4xx in the envelope with nothing changed, 201 only for what the schema takes',
    async () => {
      await fuzzRoute({
        method: 'POST',
        path: APPLICATION_PATHS.list,
        cases: jsonCases(createApplicationSchema),
        client: () => founder,
        fingerprint,
        tally,
        async check(response, httpCase) {
          expectSchemaVerdict(createApplicationSchema, httpCase, response, false);
          if (response.status !== 201) return;
          const { id } = (response.json as { data: { id: string } }).data;
          expect((await founder.get(APPLICATION_PATHS.one(id))).json.data).toEqual((response.json as { data: unknown }).data);
        },
      });
    },
    fuzzTimeout(2),
  );

  it(
    'POST /api/startup/applications/{id}: no 5xx, 4xx in the envelope with nothing changed, 200 only for what the schema takes',
    async () => {
      await fuzzRoute({
        method: 'POST',
        path: APPLICATION_PATHS.one(applicationId),
        label: 'POST /api/startup/applications/{id}',
        cases: jsonCases(updateApplicationSchema),
        client: () => founder,
        fingerprint,
        tally,
        async check(response, httpCase) {
          expectSchemaVerdict(updateApplicationSchema, httpCase, response, false);
          if (response.status !== 200) return;
          expect((await founder.get(APPLICATION_PATHS.one(applicationId))).json.data).toEqual((response.json as { data: unknown }).data);
        },
      });
    },
    fuzzTimeout(),
  );
});
