import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTACT_DETAILS_PATHS, contactDetailsSchema } from '../../../src/shared/contact-details.js';
import type { ResourcePaths } from '../../../src/shared/fields.js';
import { FUNDRAISING_PATHS, fundraisingSchema } from '../../../src/shared/fundraising.js';
import { PERSONAL_DETAILS_PATHS, personalDetailsSchema } from '../../../src/shared/personal-details.js';
import { PROGRAM_PREFERENCES_PATHS, programPreferencesSchema } from '../../../src/shared/program-preferences.js';
import { STARTUP_BRIEF_PATHS, startupBriefSchema } from '../../../src/shared/startup-brief.js';
import { STARTUP_DETAILS_PATHS, startupDetailsSchema } from '../../../src/shared/startup-details.js';
import { VIDEO_PATHS, videoSchema } from '../../../src/shared/video.js';
import { expectSchemaVerdict, fuzzRoute, fuzzTimeout, FuzzTally, StateFingerprint } from '../helpers/fuzz-harness.js';
import { jsonCases } from '../helpers/fuzz-requests.js';
import { newFounder } from '../helpers/resource.js';
import { type Client } from '../helpers/server.js';
import { useTestServer } from '../helpers/use-test-server.js';

const FORMS: { paths: ResourcePaths; schema: z.ZodType }[] = [
  { paths: CONTACT_DETAILS_PATHS, schema: contactDetailsSchema },
  { paths: PERSONAL_DETAILS_PATHS, schema: personalDetailsSchema },
  { paths: PROGRAM_PREFERENCES_PATHS, schema: programPreferencesSchema },
  { paths: STARTUP_DETAILS_PATHS, schema: startupDetailsSchema },
  { paths: STARTUP_BRIEF_PATHS, schema: startupBriefSchema },
  { paths: FUNDRAISING_PATHS, schema: fundraisingSchema },
  { paths: VIDEO_PATHS, schema: videoSchema },
];

describe('fuzzing the form saves with bodies generated from their shared schemas', () => {
  let founder: Client;
  let fingerprint: StateFingerprint;
  const tally = new FuzzTally();

  const server = useTestServer();

  beforeAll(async () => {
    ({ client: founder } = await newFounder(server));
    fingerprint = await StateFingerprint.open(server);
  });

  afterAll(async () => {
    tally.report();
    await fingerprint?.close();
  });

  for (const { paths, schema } of FORMS) {
    it(
      `POST ${paths.save}: no 5xx, 4xx in the envelope with nothing changed, the verdict of the shared schema, a 2xx read back by ${paths.get}`,
      async () => {
        await fuzzRoute({
          method: 'POST',
          path: paths.save,
          cases: jsonCases(schema),
          client: () => founder,
          fingerprint,
          tally,
          async check(response, httpCase) {
            expectSchemaVerdict(schema, httpCase, response, true);
            if (response.status !== 200) return;
            expect((await founder.get(paths.get)).json.data).toEqual((response.json as { data: unknown }).data);
          },
        });
      },
      fuzzTimeout(),
    );
  }
});
