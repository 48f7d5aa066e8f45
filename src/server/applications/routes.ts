import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import { removedAnswer } from '../../shared/answers.js';
import {
  APPLICATION_MESSAGES,
  APPLICATION_PATHS,
  applicationAnswer,
  applicationSummary,
  applicationTemplate,
  createApplicationSchema,
  exportQuerySchema,
  updateApplicationSchema,
} from '../../shared/applications.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import type { RecordHistory } from '../history/record-history.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { etagOf, revisionFromIfMatch } from '../record-versions/etag.js';
import { StaleRecordError } from '../record-versions/record-versions.js';
import { EXPORT_CONTENT_TYPES, exportApplication, exportFileName } from './export.js';
import { createApplicationService, type VersionedApplication } from './service.js';
import { applicationTemplates } from './templates.js';

interface IdParams {
  Params: { id: string };
}

const TAG = 'Applications';

/** The application's answer: its data, with its revision as a strong ETag (DESIGN §9). */
function withTag(reply: FastifyReply, { application, revision }: VersionedApplication) {
  reply.header('ETag', etagOf(revision));
  return application;
}

/** DESIGN §13 (all but drafting, application-drafts/): a startup's applications, for its members; the templates for any account. */
export default async function applicationsPlugin(app: FastifyInstance, { db, history }: { db: Db; history: RecordHistory }): Promise<void> {
  declareAccess(app, 'member');
  const applications = createApplicationService(db, history);

  const templates = {
    summary:
      'The application templates (accelerator, pre-seed investor, grant, competition, incubator interview), in the request’s language',
    tag: TAG,
    answer: z.array(applicationTemplate),
  };
  app.get(APPLICATION_PATHS.templates, { config: { access: 'account', operation: templates } }, async (request) => ({
    success: true,
    data: applicationTemplates(request.locale),
  }));

  const list = {
    summary: "The startup's applications: nearest deadline first, undated ones after, with answered, total and over-limit counts",
    tag: TAG,
    answer: z.array(applicationSummary),
  };
  app.get(APPLICATION_PATHS.list, { config: { operation: list } }, async (request) => ({
    success: true,
    data: await applications.list(currentUser(request)),
  }));

  const create = {
    summary: 'Add an application: from a template (in the request’s language), a question list, a pasted list, or empty',
    tag: TAG,
    okStatus: 201,
    json: { name: 'CreateApplicationInput', schema: createApplicationSchema },
    answer: applicationAnswer,
  };
  app.post(APPLICATION_PATHS.list, { config: { operation: create } }, async (request, reply) => {
    const input = createApplicationSchema.parse(request.body);
    const created = await applications.create(currentUser(request), input, request.locale);
    return reply.status(201).send({ success: true, message: APPLICATION_MESSAGES.created, data: withTag(reply, created) });
  });

  const read = { summary: 'One application with its questions and answers', tag: TAG, answer: applicationAnswer, versioned: true };
  app.get<IdParams>(APPLICATION_PATHS.one(':id'), { config: { operation: read } }, async (request, reply) => ({
    success: true,
    data: withTag(reply, await applications.read(currentUser(request), request.params.id)),
  }));

  const save = {
    summary: 'Save an application: any of program, deadline, url, and the whole question list with its answers (If-Match as DESIGN §9)',
    tag: TAG,
    json: { name: 'UpdateApplicationInput', schema: updateApplicationSchema },
    answer: applicationAnswer,
    versioned: true,
  };
  app.post<IdParams>(APPLICATION_PATHS.one(':id'), { config: { operation: save } }, async (request, reply) => {
    const user = currentUser(request);
    // A JSON `null` is no save: it fails validation instead of blanking the application.
    const input = updateApplicationSchema.parse(request.body);
    const expected = revisionFromIfMatch(request.headers['if-match']);
    try {
      const saved = await applications.save(user, request.params.id, input, expected);
      return { success: true, message: APPLICATION_MESSAGES.saved, data: withTag(reply, saved) };
    } catch (error) {
      if (!(error instanceof StaleRecordError)) throw error;
      const current = await applications.read(user, request.params.id);
      return reply.status(412).send({ success: false, message: MESSAGES.recordChanged, data: withTag(reply, current) });
    }
  });

  const remove = { summary: 'Delete an application and its answers (another startup’s → 404)', tag: TAG, answer: removedAnswer };
  app.delete<IdParams>(APPLICATION_PATHS.one(':id'), { config: { operation: remove } }, async (request) => {
    await applications.remove(currentUser(request), request.params.id);
    return { success: true, message: APPLICATION_MESSAGES.deleted, data: { id: request.params.id } };
  });

  const download = {
    summary: 'The questions and answers as a Markdown or plain-text attachment (?format=md|txt), headings in the request’s language',
    tag: TAG,
    body: { files: Object.values(EXPORT_CONTENT_TYPES) },
  };
  app.get<IdParams>(APPLICATION_PATHS.export(':id'), { config: { operation: download } }, async (request, reply) => {
    const { format } = exportQuerySchema.parse(request.query);
    const application = await applications.get(currentUser(request), request.params.id);
    const file = exportApplication(application, format, request.locale);
    return reply
      .headers({
        'content-type': EXPORT_CONTENT_TYPES[format],
        'content-disposition': attachmentDisposition(exportFileName(application, format), `application.${format}`),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(file);
  });
}
