/** Business constants of SPEC §9, shared by server and web. */
export const NOTIFICATION_DURATION_MS = 5000;
export const FLASH_DURATION_MS = 5000;
export const FLASH_FADE_MS = 300;
export const SCROLL_ANIMATION_MS = 800;
export const EDITOR_INIT_DELAY_MS = 300;

export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

export const SENTRY_TRACES_SAMPLE_RATE = 1;
export const SENTRY_REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE = 1;

export const CSRF_HEADER = 'x-csrf-token';
