import { describe, expect, it } from 'vitest';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const script = 'console.log("founder");\n';
const webFiles = {
  'index.html': '<!doctype html><html><head><!--app-config--></head><body></body></html>',
  'assets/app-1a2b3c.js': script,
  // What a `sourcemap: 'hidden'` build leaves on disk for error reporting.
  'assets/app-1a2b3c.js.map': JSON.stringify({
    version: 3,
    sources: ['../../src/server/secret.ts'],
    sourcesContent: ['const secret = 1;'],
  }),
  'assets/app-1a2b3c.css.map': '{}',
};

describe('source maps of the built web app', () => {
  const server = useTestServer({ webFiles });

  it.each(['/assets/app-1a2b3c.js.map', '/assets/app-1a2b3c.css.map'])('answers 404 to %s, which exists on disk', async (url) => {
    const response = await new Client(server).get(url, { headers: [['accept-encoding', 'br, gzip']] });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: 'Not found.' });
    expect(response.text).not.toContain('sourcesContent');
  });

  it('still serves the script itself', async () => {
    const response = await new Client(server).get('/assets/app-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(script);
  });
});
