import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import type { AuthUser } from '../auth/session-store.js';
import { HttpError } from './errors.js';

/** The logged-in user; the session hook already answered 401 on data routes, this narrows the type. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.user;
}

export interface ResourceDefinition<Schema extends z.ZodType, Data> {
  getPath: string;
  savePath: string;
  schema: Schema;
  successMessage: string;
  load: (user: AuthUser) => Promise<Data>;
  /** Runs in one transaction in the service; the answer is re-read with `load`. */
  save: (user: AuthUser, input: z.infer<Schema>) => Promise<void>;
}

/**
 * A form-backed resource of DESIGN §4: GET answers `{ success, data }`, the save
 * validates with the shared schema (422 on failure, nothing written) and answers
 * the saved record exactly as the GET would.
 */
export function resourceRoutes<Schema extends z.ZodType, Data>(app: FastifyInstance, resource: ResourceDefinition<Schema, Data>): void {
  app.get(resource.getPath, async (request) => ({ success: true, data: await resource.load(currentUser(request)) }));
  app.post(resource.savePath, async (request) => {
    const user = currentUser(request);
    const input = resource.schema.parse(request.body ?? {});
    await resource.save(user, input);
    return { success: true, message: resource.successMessage, data: await resource.load(user) };
  });
}
