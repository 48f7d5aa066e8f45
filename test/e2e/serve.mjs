// Serves the compiled app for the browser tests, like `node dist/server/main.js`, but from
// E2E_WEB_ROOT when given, so parallel builds (one per engineer) do not overwrite each other.
import { buildApp } from '../../dist/server/app.js';
import { loadConfig } from '../../dist/server/config.js';

const config = loadConfig();
const app = await buildApp(config, process.env.E2E_WEB_ROOT ? { webRoot: process.env.E2E_WEB_ROOT } : {});
await app.listen({ port: config.port, host: config.host });
