import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../src/server/app.js';
import { routeName, SECURITY_ROUTES } from '../helpers/security-routes.js';
import { WEB_FILES } from '../helpers/security-world.js';
import { startServer } from '../helpers/server.js';
import { useTestServer } from '../helpers/use-test-server.js';

let inventory: readonly RegisteredRoute[] = [];

// Started for its route inventory, with a built web app too: the static plugin registers one route per file.
useTestServer({
  webFiles: WEB_FILES,
  extendApp: (app) => {
    inventory = app.routeInventory;
  },
});

const nameOf = ({ method, url }: RegisteredRoute) => `${method} ${url}`;

/**
 * Registered routes with no row in the table. Covered by rule instead: the built web app's
 * files, and the HEAD twin Fastify adds to every GET (the GET itself needs its row).
 */
function unlistedRoutes(routes: readonly RegisteredRoute[]): string[] {
  const isWebFile = ({ method, url }: RegisteredRoute) =>
    (method === 'GET' || method === 'HEAD') && Object.keys(WEB_FILES).some((file) => url === `/${file}`);
  const isHeadOfGet = ({ method, url }: RegisteredRoute) =>
    method === 'HEAD' && routes.some((route) => route.method === 'GET' && route.url === url);
  const listed = new Set(SECURITY_ROUTES.map(routeName));
  return routes.filter((route) => !isWebFile(route) && !isHeadOfGet(route) && !listed.has(nameOf(route))).map(nameOf);
}

describe('route inventory', () => {
  it('lists every route the app registers in the security table, and nothing the app does not register', () => {
    const registered = inventory.map(nameOf);
    const unlisted = unlistedRoutes(inventory);
    const stale = SECURITY_ROUTES.map(routeName).filter((name) => !registered.includes(name));

    console.log(
      `Route inventory: ${registered.length} registered, ${SECURITY_ROUTES.length} in the security table, ${registered.length - SECURITY_ROUTES.length} covered by rule`,
    );
    expect(unlisted, 'registered but missing from test/api/helpers/security-routes.ts').toEqual([]);
    expect(stale, 'in the security table but not registered').toEqual([]);
    expect(new Set(SECURITY_ROUTES.map(routeName)).size, 'each route listed once').toBe(SECURITY_ROUTES.length);
  });

  it('sees the routes the static plugin registers for the web app, so the rule above is exercised', () => {
    for (const file of Object.keys(WEB_FILES)) {
      expect(inventory).toContainEqual({ method: 'GET', url: `/${file}` });
      expect(inventory).toContainEqual({ method: 'HEAD', url: `/${file}` });
    }
  });

  it('fails on a route added without a row', async () => {
    let probeInventory: readonly RegisteredRoute[] = [];
    const probe = await startServer({
      extendApp: (app) => {
        app.get('/api/unlisted-probe', async () => ({ success: true }));
        probeInventory = app.routeInventory;
      },
    });
    try {
      expect(unlistedRoutes(probeInventory)).toEqual(['GET /api/unlisted-probe']);
    } finally {
      await probe.close();
    }
  });
});
