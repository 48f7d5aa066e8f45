import * as Sentry from '@sentry/node';
import { SENTRY_TRACES_SAMPLE_RATE } from '../shared/constants.js';
import type { Config } from './config.js';

/** Error reporting and tracing (SPEC §9); inert without SENTRY_DSN. */
export function initServerMonitoring(config: Config): void {
  if (!config.sentryDsn) return;
  Sentry.init({ dsn: config.sentryDsn, environment: config.env, tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE });
}
