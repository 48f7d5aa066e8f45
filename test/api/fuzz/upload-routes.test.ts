import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOUNDERS_PATHS, founderSchema } from '../../../src/shared/founders.js';
import { PITCH_DECK_FIELDS, PITCH_DECK_MIME_TYPES, PITCH_DECK_PATHS, pitchDeckUploadSchema } from '../../../src/shared/pitch-deck.js';
import { minimalPdf, minimalPpt, minimalPptx, pngImage } from '../helpers/fixtures.js';
import { addFounder, coFounder } from '../helpers/founders.js';
import { fuzzRoute, fuzzTimeout, FuzzTally, StateFingerprint } from '../helpers/fuzz-harness.js';
import { fileParts, multipartCases, type FormPart } from '../helpers/fuzz-requests.js';
import { newFounder } from '../helpers/resource.js';
import { type ApiResponse, type Client } from '../helpers/server.js';
import { useTestServer } from '../helpers/use-test-server.js';

const DECK_FILES: FormPart[] = [
  { name: PITCH_DECK_FIELDS.file, value: minimalPdf(), filename: 'deck.pdf', type: PITCH_DECK_MIME_TYPES.pdf },
  { name: PITCH_DECK_FIELDS.file, value: minimalPpt(), filename: 'deck.ppt', type: PITCH_DECK_MIME_TYPES.ppt },
  { name: PITCH_DECK_FIELDS.file, value: minimalPptx(), filename: 'deck.pptx', type: PITCH_DECK_MIME_TYPES.pptx },
];

/** `_method=PUT` as the form sends it, and now and then another spelling, method, or two of them. */
const methodOverride = fc.oneof(
  { weight: 5, arbitrary: fc.constant<FormPart[]>([{ name: '_method', value: 'PUT' }]) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<FormPart[][]>(
      [],
      [{ name: '_method', value: 'patch' }],
      [{ name: '_method', value: 'DELETE' }],
      [{ name: '_method', value: '' }],
      [
        { name: '_method', value: 'PUT' },
        { name: '_method', value: 'GET' },
      ],
    ),
  },
);

describe('fuzzing the multipart routes: pitch-deck upload, founders add and update', () => {
  let founder: Client;
  let coFounderId: string;
  let avatars: FormPart[];
  let fingerprint: StateFingerprint;
  const tally = new FuzzTally();

  const server = useTestServer();

  beforeAll(async () => {
    ({ client: founder } = await newFounder(server));
    coFounderId = (await addFounder(founder, coFounder())).json.data.id;
    avatars = [{ name: 'avatar', value: await pngImage(64, 64), filename: 'me.png', type: 'image/png' }];
    fingerprint = await StateFingerprint.open(server);
  });

  afterAll(async () => {
    tally.report();
    await fingerprint?.close();
  });

  /** A 2xx answers the saved record, and the list route now holds exactly it. */
  async function expectListed(listPath: string, response: ApiResponse) {
    if (response.status >= 300) return;
    expect((await founder.get(listPath)).json.data).toContainEqual((response.json as { data: unknown }).data);
  }

  it(
    'POST /api/pitch-deck: no 5xx, 4xx in the envelope with no row and no file kept, a 201 listed',
    async () => {
      await fuzzRoute({
        method: 'POST',
        path: PITCH_DECK_PATHS.upload,
        cases: multipartCases({ schema: pitchDeckUploadSchema, files: fileParts(PITCH_DECK_FIELDS.file, DECK_FILES) }),
        client: () => founder,
        fingerprint,
        tally,
        check: (response) => expectListed(PITCH_DECK_PATHS.list, response),
      });
    },
    fuzzTimeout(),
  );

  it(
    'POST /dashboard/founders: no 5xx, 4xx in the envelope with no row and no avatar kept, a 201 listed',
    async () => {
      await fuzzRoute({
        method: 'POST',
        path: FOUNDERS_PATHS.create,
        cases: multipartCases({ schema: founderSchema, files: fileParts('avatar', avatars) }),
        client: () => founder,
        fingerprint,
        tally,
        check: (response) => expectListed(FOUNDERS_PATHS.list, response),
      });
    },
    fuzzTimeout(),
  );

  it(
    'POST /dashboard/founders/{id} with _method=PUT: no 5xx, 4xx in the envelope with the founder unchanged, a 200 listed',
    async () => {
      await fuzzRoute({
        method: 'POST',
        path: FOUNDERS_PATHS.founder(coFounderId),
        label: `POST ${FOUNDERS_PATHS.founder('{id}')}`,
        cases: multipartCases({ schema: founderSchema, files: fileParts('avatar', avatars), leadingParts: methodOverride }),
        client: () => founder,
        fingerprint,
        tally,
        check: (response) => expectListed(FOUNDERS_PATHS.list, response),
      });
    },
    fuzzTimeout(),
  );
});
