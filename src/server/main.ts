import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { initServerMonitoring } from './monitoring.js';

async function main(): Promise<void> {
  const config = loadConfig();
  initServerMonitoring(config);
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's mistake: one clear line, no stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
