import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { HttpError } from '../http/errors.js';
import type { AuthUser, SessionAccount } from './session-store.js';

/** The logged-in member; the session hook already answered 401 or 403 on member routes, this narrows the type. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.user;
}

/** The logged-in account, member of a startup or not (for the routes that work without one). */
export function currentAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.account;
}
