import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import type { ResourcePaths } from '../../shared/fields.js';
import { versionedAnswer, type Versioned } from '../../shared/record-version.js';
import { currentUser } from '../auth/current-user.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { etagOf, revisionFromIfMatch } from '../record-versions/etag.js';
import { StaleRecordError, type RecordVersions } from '../record-versions/record-versions.js';
import type { RecordHistory } from '../history/record-history.js';

/** What a save runs inside its transaction besides its writes: `before` first (throwing writes nothing), `after` last. */
export interface SaveSteps {
  before(trx: Db): Promise<void>;
  after(trx: Db): Promise<void>;
}

/** A service over one record per user or startup; `save` runs in one transaction, between its `steps`; `load` reads through `db` when given one. */
export interface ResourceService<Payload, Data> {
  load(user: AuthUser, db?: Db): Promise<Data>;
  save(user: AuthUser, input: Payload, steps?: SaveSteps): Promise<void>;
}

export interface ResourceDefinition<Schema extends z.ZodType, Data extends object> {
  /** Its name in the OpenAPI document: the tag, and (in PascalCase) the save's schema name. */
  title: string;
  paths: ResourcePaths;
  schema: Schema;
  /** What its GET and save answer as `data` (the version stamp is added for a shared record). */
  answer: z.ZodObject;
  messages: { saved: string };
  service: ResourceService<z.infer<Schema>, Data>;
  /** For a startup record co-founders share (DESIGN §9): ETag on reads, If-Match on saves, and a revision per save (§15). */
  shared?: { versions: RecordVersions; history: RecordHistory };
}

/**
 * A form-backed resource of DESIGN §4: GET answers `{ success, data }`, the save
 * validates with the shared schema (422 on failure, nothing written) and answers
 * the saved record exactly as the GET would.
 */
export function resourceRoutes<Schema extends z.ZodType, Data extends object>(
  app: FastifyInstance,
  { title, paths, schema, answer, messages, service, shared }: ResourceDefinition<Schema, Data>,
): void {
  /** The record as a GET shows it; a shared record also gets its stamp and its ETag. */
  async function read(user: AuthUser, reply: FastifyReply): Promise<Data | Versioned<Data>> {
    if (!shared) return service.load(user);
    const { versions } = shared;
    // The version first: a save landing in between makes the tag older than the data (the next
    // save is refused and shown the change), never newer (which would let it overwrite unseen).
    const { revision, ...stamp } = await versions.read(user.startup_id);
    const data = await service.load(user);
    reply.header('ETag', etagOf(revision));
    return { ...data, ...stamp };
  }

  /**
   * A shared record's save claims its next version first, then writes its revision: the record as
   * the save left it, beside the record as the save found it, both read inside the save's transaction.
   */
  function savingSteps(user: AuthUser, expected: number | null | undefined): SaveSteps | undefined {
    if (!shared) return undefined;
    const { versions, history } = shared;
    let before: Data;
    return {
      async before(trx) {
        await versions.claim(trx, user.startup_id, user.id, expected);
        before = await service.load(user, trx);
      },
      async after(trx) {
        const key = { startup_id: user.startup_id, record: versions.record, record_id: '' };
        await history.write(trx, key, user.id, before, await service.load(user, trx));
      },
    };
  }

  const versioned = shared !== undefined;
  const inputName = `${title.replace(/(?:^|\s+)(\w)/g, (_match, letter: string) => letter.toUpperCase())}Input`;
  const data = versioned ? versionedAnswer(answer) : answer;
  const readRoute = { config: { operation: { summary: title, tag: title, answer: data, versioned } } };
  const saveRoute = {
    config: {
      operation: { summary: `Save the ${title.toLowerCase()}`, tag: title, json: { name: inputName, schema }, answer: data, versioned },
    },
  };

  app.get(paths.get, readRoute, async (request, reply) => ({ success: true, data: await read(currentUser(request), reply) }));
  app.post(paths.save, saveRoute, async (request, reply) => {
    const user = currentUser(request);
    // A JSON `null` is no form: it fails validation instead of saving blanks.
    const input = schema.parse(request.body);
    const expected = revisionFromIfMatch(request.headers['if-match']);
    try {
      await service.save(user, input, savingSteps(user, expected));
    } catch (error) {
      if (!(error instanceof StaleRecordError)) throw error;
      return reply.status(412).send({ success: false, message: MESSAGES.recordChanged, data: await read(user, reply) });
    }
    return { success: true, message: messages.saved, data: await read(user, reply) };
  });
}
