// Serves the compiled app for the browser tests, like `node dist/server/main.js`, but from
// E2E_WEB_ROOT / E2E_SERVER_ROOT when given, so parallel builds (one per engineer) do not
// overwrite each other.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const serverRoot = path.resolve(process.env.E2E_SERVER_ROOT ?? 'dist/server');
const { buildApp } = await import(pathToFileURL(path.join(serverRoot, 'app.js')).href);
const { loadConfig } = await import(pathToFileURL(path.join(serverRoot, 'config.js')).href);

const config = loadConfig();
const app = await buildApp(config, process.env.E2E_WEB_ROOT ? { webRoot: process.env.E2E_WEB_ROOT } : {});
await app.listen({ port: config.port, host: config.host });
