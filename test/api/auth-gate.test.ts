import { describe, expect, it } from 'vitest';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// Stand-ins under each guarded prefix (names no real route will take): they answer only if the gate lets the request through.
const probes = {
  api: '/api/gate-probe',
  profile: '/profile/gate-probe',
  dashboard: '/dashboard/gate-probe',
  startup: '/startup/gate-probe',
};

const server = useTestServer({
  extendApp: (app) => {
    app.get(probes.api, async (request) => ({ success: true, data: { user_id: request.user?.id } }));
    for (const url of [probes.profile, probes.dashboard, probes.startup]) {
      app.post(url, async (request) => ({ success: true, data: { user_id: request.user?.id } }));
    }
  },
});

const unauthenticated = { success: false, message: 'Unauthenticated.' };

describe('the 401 gate on data routes', () => {
  // The router decodes percent-escapes, so an encoded path reaches the same handler.
  it.each(['/api/gate-probe', '/%61pi/gate-probe', '/api/%67ate-probe', '/api/gate-probe?format=json'])(
    'refuses GET %s without a session',
    async (urlPath) => {
      const response = await new Client(server).get(urlPath);
      expect(response.status).toBe(401);
      expect(response.json).toEqual(unauthenticated);
    },
  );

  it.each([probes.profile, probes.dashboard, probes.startup, '/%64ashboard/gate-probe', '/%70rofile/gate-probe'])(
    'refuses POST %s without a session, even with a valid CSRF token',
    async (urlPath) => {
      const response = await new Client(server).post(urlPath, { first_name: 'Omar' });
      expect(response.status).toBe(401);
      expect(response.json).toEqual(unauthenticated);
    },
  );

  it('lets a logged-in founder through, as themselves', async () => {
    const client = new Client(server);
    const { response: registered } = await client.register();
    const asFounder = { success: true, data: { user_id: registered.json.data.user.id } };

    expect((await client.get('/%61pi/gate-probe')).json).toEqual(asFounder);
    expect((await client.post(probes.dashboard, {})).json).toEqual(asFounder);
  });
});
