import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import type { AuthUser } from '../auth/session-store.js';
import { HttpError } from './errors.js';
import { JSON_BODY } from './json-body.js';

/** The logged-in user; the session hook already answered 401 on data routes, this narrows the type. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.user;
}

/** A service over one record per user or startup; `save` runs in one transaction. */
export interface ResourceService<Payload, Data> {
  load(user: AuthUser): Promise<Data>;
  save(user: AuthUser, input: Payload): Promise<void>;
}

export interface ResourceDefinition<Schema extends z.ZodType, Data> {
  paths: { get: string; save: string };
  schema: Schema;
  messages: { saved: string };
  service: ResourceService<z.infer<Schema>, Data>;
}

/**
 * A form-backed resource of DESIGN §4: GET answers `{ success, data }`, the save
 * validates with the shared schema (422 on failure, nothing written) and answers
 * the saved record exactly as the GET would.
 */
export function resourceRoutes<Schema extends z.ZodType, Data>(
  app: FastifyInstance,
  { paths, schema, messages, service }: ResourceDefinition<Schema, Data>,
): void {
  app.get(paths.get, async (request) => ({ success: true, data: await service.load(currentUser(request)) }));
  app.post(paths.save, JSON_BODY, async (request) => {
    const user = currentUser(request);
    // A JSON `null` is no form: it fails validation instead of saving blanks.
    const input = schema.parse(request.body);
    await service.save(user, input);
    return { success: true, message: messages.saved, data: await service.load(user) };
  });
}
