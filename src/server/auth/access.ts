import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who may call a route: anyone; any logged-in account, with a startup or not (DESIGN §8); or a member of a startup. */
export type Access = 'public' | 'account' | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; the session hook answers 401 or 403 for the rest (see `accessOf`). */
    access?: Access;
  }
}

/** The access of every route registered in this plugin that does not set its own `config.access`. */
export function declareAccess(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * The access the request's route declares; a route that declares none is for members, so a route
 * added without thought is never open. A URL no route serves is the web app's (its pages, its
 * not-found page) unless it is under /api/, where a login comes before the 404 (DESIGN §4).
 */
export function accessOf(request: FastifyRequest): Access {
  if (request.is404) return request.url.startsWith('/api/') ? 'member' : 'public';
  return request.routeOptions.config.access ?? 'member';
}
