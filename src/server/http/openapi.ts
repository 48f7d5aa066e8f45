import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import { createAppDescriptor } from '../../shared/app-descriptor.js';
import { CSRF_HEADER } from '../../shared/constants.js';
import type { RegisteredRoute } from '../app.js';
import type { Access } from '../auth/access.js';
import type { OperationDescription, SuccessBody } from './operation.js';

export const OPENAPI_PATH = '/api/openapi.json';

/** A registered route with its options' `config`: its access and its description. */
export interface DescribedRoute extends RegisteredRoute {
  config?: FastifyContextConfig;
}

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

/** An answer's `data` as the server sends it. */
function answerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
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
      errors: {
        type: 'object',
        description: 'Messages by dotted field path (`emails.0.value`)',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: ['success', 'message'],
  },
  AiText: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      text: { type: 'string' },
      error: { type: 'string', description: 'Shown after "AI error: "' },
      message: { type: 'string' },
    },
    required: ['success'],
  },
};

const SUCCESS_CONTENT: Record<Exclude<SuccessBody, { files: readonly string[] }>, JsonSchema> = {
  envelope: json(ref('Envelope')),
  'ai-text': json(ref('AiText')),
  'event-stream': {
    'text/event-stream': { schema: { type: 'string', description: '`data: {"text"}` per chunk, then `event: done` or `event: error`' } },
  },
  health: json({ type: 'object', properties: { status: { enum: ['ok', 'unavailable'] } }, required: ['status'] }),
  openapi: json({ type: 'object', description: 'An OpenAPI 3.1 document' }),
};

function successContent({ body = 'envelope', answer }: OperationDescription): JsonSchema {
  if (typeof body === 'object')
    return Object.fromEntries(body.files.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));
  if (body === 'envelope' && answer)
    return json({ allOf: [ref('Envelope'), { type: 'object', properties: { data: answerSchema(answer) } }] });
  return SUCCESS_CONTENT[body];
}

function requestBody(operation: OperationDescription): JsonSchema | undefined {
  if (operation.json) return { required: true, content: json(ref(operation.json.name)) };
  if (!operation.multipart) return undefined;
  const { name, files } = operation.multipart;
  const fileFields = Object.fromEntries(files.map((field) => [field, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { allOf: [ref(name), { type: 'object', properties: fileFields }] } } },
  };
}

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the record as read; without it the save overwrites whatever is stored',
  schema: { type: 'string' },
};

function describeOperation(method: string, operation: OperationDescription, access: Access): JsonSchema {
  const isMutating = method !== 'GET';
  const body = requestBody(operation);
  const etag = operation.versioned && {
    headers: { ETag: { description: 'The revision to send back in If-Match', schema: { type: 'string' } } },
  };
  const responses: JsonSchema = {
    [String(operation.okStatus ?? 200)]: { description: 'Success', content: successContent(operation), ...etag },
    ...(access !== 'public' && { 401: failure(MESSAGES.unauthenticated) }),
    ...(isMutating && { 419: failure(MESSAGES.csrfMismatch) }),
    ...(operation.json && { 415: failure(MESSAGES.jsonBodyRequired) }),
    ...(body && { 422: failure(MESSAGES.validation) }),
    ...(operation.versioned && isMutating && { 412: { ...failure(`${MESSAGES.recordChanged} \`data\` is the current record.`), ...etag } }),
    default: failure('Any other failure (404, 429, 5xx…) in the same envelope'),
  };
  const security = [...(access !== 'public' ? [{ session: [] }] : []), ...(isMutating ? [{ csrfToken: [] }] : [])];
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

/**
 * The OpenAPI 3.1 document of the registered routes that carry a description (HEAD twins and the web
 * app's files are not API); a route without an access rule is for members, as the session hook reads it.
 */
export function buildOpenApiDocument(routes: readonly DescribedRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = { ...SCHEMAS };
  for (const { method, url, config } of routes) {
    const operation = config?.operation;
    if (!operation || method === 'HEAD') continue;
    const { path, parameters } = openApiPath(url);
    const item = (paths[path] ??= parameters.length > 0 ? { parameters } : {});
    item[method.toLowerCase()] = describeOperation(method, operation, config.access ?? 'member');
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
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: '`data.csrf_token` of GET /api/auth/session, on every request but GET/HEAD',
        },
      },
    },
  };
}

/**
 * `GET /api/openapi.json` (no login), built once every route is registered, from each route's own
 * `config`. With fastify-plugin: its onRoute hook must see the routes of every other plugin.
 */
export const openApiPlugin = fastifyPlugin(async (app: FastifyInstance) => {
  const routes: { method: string; url: string; options: { config?: FastifyContextConfig } }[] = [];
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, url: options.url, options });
  });
  let document = '';
  app.addHook('onReady', async () => {
    // Read now, not when added: a plugin's own onRoute hook (auth/access.ts) sets `config` after this one ran.
    document = JSON.stringify(buildOpenApiDocument(routes.map(({ method, url, options }) => ({ method, url, config: options.config }))));
  });
  app.get(
    OPENAPI_PATH,
    { config: { access: 'public', operation: { summary: 'This document', tag: 'Operations', body: 'openapi' } } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(document),
  );
});
