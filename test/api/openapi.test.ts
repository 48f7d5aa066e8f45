import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../../src/server/app.js';
import { registerSchema } from '../../src/shared/auth.js';
import { pitchDeckUploadSchema } from '../../src/shared/pitch-deck.js';
import { WEB_FILES } from './helpers/security-world.js';
import { Client, startServer } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document read field by field
type Json = any;

let inventory: readonly RegisteredRoute[] = [];
let document: Json;

// A built web app too: the static plugin registers one route per file, which are not API.
const server = useTestServer({ webFiles: WEB_FILES, extendApp: (app) => (inventory = app.routeInventory) });

beforeAll(async () => {
  const response = await new Client(server).get('/api/openapi.json');
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = response.json;
});

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/**
 * Registered routes the document does not describe. Left out on purpose, and only these:
 * the HEAD twin Fastify adds to every GET (the GET is described), and the GET/HEAD routes of
 * the built web app's files (@fastify/static). The SPA fallback is a not-found handler, not a route.
 */
function undescribedRoutes(routes: readonly RegisteredRoute[], paths: Json): string[] {
  const isHeadOfGet = ({ method, url }: RegisteredRoute) =>
    method === 'HEAD' && routes.some((route) => route.method === 'GET' && route.url === url);
  const isWebFile = ({ method, url }: RegisteredRoute) =>
    (method === 'GET' || method === 'HEAD') && Object.keys(WEB_FILES).some((file) => url === `/${file}`);
  return routes
    .filter((route) => !isHeadOfGet(route) && !isWebFile(route) && !paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
    .map(({ method, url }) => `${method} ${url}`);
}

/** Every `$ref` in a JSON value. */
function refsIn(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' ? [inner as string] : refsIn(inner)));
  return [];
}

const operations = () =>
  Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Json>)
      .filter(([key]) => key !== 'parameters')
      .map(([method, operation]) => ({ path, method, operation, parameters: item.parameters as Json[] | undefined })),
  );

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document: version, info, paths, components, every $ref resolving', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Envelope', 'Failure']));
    expect(Object.keys(document.components.securitySchemes)).toEqual(['session', 'csrfToken']);
    for (const target of new Set(refsIn(document))) {
      expect(target).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[target.split('/').at(-1)!], target).toBeDefined();
    }
    for (const { path, method, operation, parameters } of operations()) {
      expect(path).toMatch(/^\//);
      expect(['get', 'post', 'delete']).toContain(method);
      expect(
        Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)),
        `${method} ${path}`,
      ).toBe(true);
      const declared = (parameters ?? []).map((parameter) => parameter.name);
      expect(declared, `${method} ${path}`).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    }
  });

  it("describes every route of the app's inventory (exclusions listed in undescribedRoutes)", () => {
    expect(inventory.length).toBeGreaterThan(0);
    expect(undescribedRoutes(inventory, document.paths)).toEqual([]);
  });

  it('fails on a route added without a description', async () => {
    let probeInventory: readonly RegisteredRoute[] = [];
    const probe = await startServer({
      extendApp: (app) => {
        app.get('/api/undescribed-probe', async () => ({ success: true }));
        probeInventory = app.routeInventory;
      },
    });
    try {
      const probeDocument = (await new Client(probe).get('/api/openapi.json')).json;
      expect(undescribedRoutes(probeInventory, probeDocument.paths)).toEqual(['GET /api/undescribed-probe']);
    } finally {
      await probe.close();
    }
  });

  it('gives each save the request schema of src/shared, as the client sends it', () => {
    const { $schema: _dialect, ...register } = z.toJSONSchema(registerSchema, { io: 'input' });
    expect(document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/RegisterInput',
    });
    expect(document.components.schemas.RegisterInput).toEqual(register);

    const upload = document.paths['/api/pitch-deck'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.allOf[0]).toEqual({ $ref: '#/components/schemas/PitchDeckUploadFields' });
    expect(Object.keys(upload.allOf[1].properties)).toEqual(['deck_file']);
    expect(document.components.schemas.PitchDeckUploadFields.properties).toEqual(
      (z.toJSONSchema(pitchDeckUploadSchema, { io: 'input' }) as Json).properties,
    );
    // Every POST but logout and the email-change link's (its token is in the path) carries a body.
    const bodiless = ['/api/auth/logout', '/api/account/email/{token}'];
    for (const { path, method, operation } of operations().filter((entry) => entry.method === 'post' && !bodiless.includes(entry.path))) {
      expect(operation.requestBody, `${method} ${path}`).toBeDefined();
    }
  });

  it('answers in the JSON envelope: success, login and CSRF failures, a body that is not JSON, validation errors', () => {
    const save = document.paths['/dashboard/startup-brief'].post;
    // The envelope, with the record it answers as `data` (the shared zod answer schema, stamp included).
    const success = save.responses['200'].content['application/json'].schema;
    expect(success.allOf[0]).toEqual({ $ref: '#/components/schemas/Envelope' });
    expect(Object.keys(success.allOf[1].properties.data.properties)).toEqual(
      expect.arrayContaining(['one_liner', 'problem', 'updated_at', 'updated_by']),
    );
    for (const status of ['401', '415', '419', '422'])
      expect(save.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Failure' });
    // Multipart routes take their own body type: no 415 there.
    expect(document.paths['/api/pitch-deck'].post.responses['415']).toBeUndefined();
    expect(save.security).toEqual([{ session: [], csrfToken: [] }]);
    expect(document.paths['/api/auth/register'].post.responses['201']).toBeDefined();
    expect(document.paths['/api/auth/session'].get.responses['401']).toBeUndefined();
    expect(document.paths['/api/pitch-deck/{id}/download'].get.responses['200'].content).toHaveProperty(['application/pdf']);
  });

  it("describes the co-founders' records as versioned: an ETag on reads, If-Match and 412 on saves, nothing of it elsewhere", () => {
    const save = document.paths['/dashboard/startup-brief'].post;
    expect(save.parameters).toEqual([expect.objectContaining({ name: 'If-Match', in: 'header', required: false })]);
    expect(save.responses['412'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Failure' });
    expect(save.responses['412'].headers).toHaveProperty('ETag');
    expect(document.paths['/api/startup/brief'].get.responses['200'].headers).toHaveProperty('ETag');
    const personal = document.paths['/profile/update-personal-details'].post;
    expect(personal.parameters).toBeUndefined();
    expect(personal.responses['412']).toBeUndefined();
  });

  it('is public: no session or CSRF token needed', async () => {
    const response = await new Client(server).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.json.paths['/api/openapi.json'].get.security).toBeUndefined();
  });
});
