import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { drainConnectionsOnClose, exitGracefullyOnSignals } from './graceful-shutdown.js';
import { initServerMonitoring } from './monitoring.js';

async function main(): Promise<void> {
  const config = loadConfig();
  initServerMonitoring(config);
  const app = await buildApp(config);
  drainConnectionsOnClose(app);
  exitGracefullyOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's mistake: one clear line, no stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
