import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import { createAppDescriptor } from '../../shared/app-descriptor.js';
import { CSRF_HEADER } from '../../shared/constants.js';
import type { RegisteredRoute } from '../app.js';
import { OPENAPI_PATH, OPERATIONS, type OperationDescription, type SuccessBody } from './openapi-operations.js';

type JsonSchema = Record<string, unknown>;
type PathItem = Record<string, unknown>;
type OpenApiDocument = { openapi: '3.1.0'; paths: Record<string, PathItem> } & JsonSchema;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const failure = (description: string) => ({ description, content: json(ref('Failure')) });

/** The request schema as a client sends it (before the shared schema's transforms), without its own `$schema`. */
function requestSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

const SCHEMAS: Record<string, JsonSchema> = {
  Envelope: {
    type: 'object',
    description: 'Every JSON answer (DESIGN §4). `data` is the record, as the matching GET returns it.',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: {} },
    required: ['success'],
  },
  Failure: {
    type: 'object',
    properties: {
      success: { const: false },
      message: { type: 'string' },
      errors: { type: 'object', description: 'Messages by dotted field path (`emails.0.value`)', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['success', 'message'],
  },
  AiText: {
    type: 'object',
    properties: { success: { type: 'boolean' }, text: { type: 'string' }, error: { type: 'string', description: 'Shown after "AI error: "' }, message: { type: 'string' } },
    required: ['success'],
  },
};

const SUCCESS_CONTENT: Record<Exclude<SuccessBody, { files: readonly string[] }>, JsonSchema> = {
  envelope: json(ref('Envelope')),
  'ai-text': json(ref('AiText')),
  'event-stream': { 'text/event-stream': { schema: { type: 'string', description: '`data: {"text"}` per chunk, then `event: done` or `event: error`' } } },
  health: json({ type: 'object', properties: { status: { enum: ['ok', 'unavailable'] } }, required: ['status'] }),
  openapi: json({ type: 'object', description: 'An OpenAPI 3.1 document' }),
};

function successContent(body: SuccessBody = 'envelope'): JsonSchema {
  if (typeof body === 'object') return Object.fromEntries(body.files.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));
  return SUCCESS_CONTENT[body];
}

function requestBody(operation: OperationDescription): JsonSchema | undefined {
  if (operation.json) return { required: true, content: json(ref(operation.json.name)) };
  if (!operation.multipart) return undefined;
  const { name, files } = operation.multipart;
  const fileFields = Object.fromEntries(files.map((field) => [field, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  return { required: true, content: { 'multipart/form-data': { schema: { allOf: [ref(name), { type: 'object', properties: fileFields }] } } } };
}

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the record as read; without it the save overwrites whatever is stored',
  schema: { type: 'string' },
};

function describeOperation(method: string, operation: OperationDescription): JsonSchema {
  const isMutating = method !== 'GET';
  const body = requestBody(operation);
  const etag = operation.versioned && { headers: { ETag: { description: 'The revision to send back in If-Match', schema: { type: 'string' } } } };
  const responses: JsonSchema = {
    [String(operation.okStatus ?? 200)]: { description: 'Success', content: successContent(operation.body), ...etag },
    ...(operation.access === 'account' && { 401: failure(MESSAGES.unauthenticated) }),
    ...(isMutating && { 419: failure(MESSAGES.csrfMismatch) }),
    ...(operation.json && { 415: failure(MESSAGES.jsonBodyRequired) }),
    ...(body && { 422: failure(MESSAGES.validation) }),
    ...(operation.versioned && isMutating && { 412: { ...failure(`${MESSAGES.recordChanged} \`data\` is the current record.`), ...etag } }),
    default: failure('Any other failure (404, 429, 5xx…) in the same envelope'),
  };
  const security = [...(operation.access === 'account' ? [{ session: [] }] : []), ...(isMutating ? [{ csrfToken: [] }] : [])];
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(security.length > 0 && { security: [Object.assign({}, ...security)] }),
    ...(operation.versioned && isMutating && { parameters: [IF_MATCH] }),
    ...(body && { requestBody: body }),
    responses,
  };
}

/** `/api/pitch-deck/:id` → `/api/pitch-deck/{id}`, with its path parameters. */
function openApiPath(url: string): { path: string; parameters: JsonSchema[] } {
  const names = [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  return {
    path: url.replace(/:([A-Za-z_]+)/g, '{$1}'),
    parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  };
}

/** The OpenAPI 3.1 document of the registered routes that OPERATIONS describes (HEAD twins and the web app's files are not API). */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = { ...SCHEMAS };
  for (const { method, url } of routes) {
    const operation = OPERATIONS[`${method} ${url}`];
    if (!operation) continue;
    const { path, parameters } = openApiPath(url);
    const item = (paths[path] ??= parameters.length > 0 ? { parameters } : {});
    item[method.toLowerCase()] = describeOperation(method, operation);
    for (const input of [operation.json, operation.multipart]) if (input) schemas[input.name] ??= requestSchema(input.schema);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Founder Dashboard API', version: createAppDescriptor('production').version },
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'fd_session', description: 'Set at login; named `__Host-fd_session` over HTTPS' },
        csrfToken: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: '`data.csrf_token` of GET /api/auth/session, on every request but GET/HEAD' },
      },
    },
  };
}

/** `GET /api/openapi.json` (no login): built and serialised once, when every route is registered. */
export function registerOpenApi(app: FastifyInstance): void {
  let document = '';
  app.addHook('onReady', async () => {
    document = JSON.stringify(buildOpenApiDocument(app.routeInventory));
  });
  app.get(OPENAPI_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
}
