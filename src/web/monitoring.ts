import { SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE, SENTRY_REPLAY_SESSION_SAMPLE_RATE, SENTRY_TRACES_SAMPLE_RATE } from '../shared/constants';
import { appDescriptor } from './app-descriptor';

/**
 * Error reporting, tracing and replay (SPEC §9). Without a DSN nothing is sent and
 * the SDK is never even downloaded (it would triple the first page load).
 */
export async function initMonitoring(): Promise<void> {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: appDescriptor.environment,
    release: appDescriptor.version,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
  });
}
