import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES_AR } from '../../shared/i18n/messages-ar.js';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from '../../shared/i18n/locale.js';
import { createMessageTranslator } from '../../shared/i18n/translate-message.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The effective locale of DESIGN §6: set from the browser in onRequest, then from the user's saved choice (session-hooks.ts). */
    locale: Locale;
  }
}

const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const translateToArabic = createMessageTranslator(MESSAGES_AR);

/** The browser's choice: a valid fd_locale cookie, else Accept-Language, else English. Never throws. */
function localeOfBrowser(cookie: unknown, acceptLanguage: string | undefined): Locale {
  return isLocale(cookie) ? cookie : (localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE);
}

/** The browser's choice for a request. */
export function browserLocale(request: FastifyRequest): Locale {
  // Fastify's framework errors answer before @fastify/cookie has parsed anything.
  const cookies = request.cookies ?? request.server.parseCookie(request.headers.cookie ?? '');
  return localeOfBrowser(cookies[LOCALE_COOKIE], request.headers['accept-language']);
}

/** The browser's choice from its Cookie and Accept-Language headers, for answers written outside Fastify. */
export function headersLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const cookie = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return localeOfBrowser(cookie?.trim(), acceptLanguage);
}

/** The browser's choice from the bytes of a request Node could not parse: what it read before failing is all there is. */
export function rawRequestLocale(packet: Buffer | undefined): Locale {
  const head = packet?.toString('latin1') ?? '';
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*([^\\r\\n]*)`, 'im').exec(head)?.[1];
  return headersLocale(header('cookie'), header('accept-language'));
}

/** Whether the visitor picked a language in this browser (the switch sets the cookie). */
export function chosenBrowserLocale(request: FastifyRequest): Locale | undefined {
  const cookie = request.cookies[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : undefined;
}

/**
 * A year, Lax, Path=/. HttpOnly: the page learns its language from `<html lang>` and the session
 * answer, so no script needs to read the cookie. Secure over HTTPS like the session cookie.
 */
export function setLocaleCookie(reply: FastifyReply, locale: Locale, secure: boolean): void {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });
}

/** One server text in the given locale; English is the key, so English needs no lookup. */
export function localizeMessage(locale: Locale, message: string): string {
  return locale === 'ar' ? translateToArabic(message) : message;
}

interface Envelope {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

function localizeEnvelope(payload: Envelope, locale: Locale): Envelope {
  const translate = (text: unknown) => (typeof text === 'string' ? localizeMessage(locale, text) : text);
  const localized: Envelope = { ...payload };
  if ('message' in payload) localized.message = translate(payload.message);
  if ('error' in payload) localized.error = translate(payload.error);
  if (payload.errors && typeof payload.errors === 'object') {
    localized.errors = Object.fromEntries(
      Object.entries(payload.errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages.map(translate) : messages]),
    );
  }
  return localized;
}

/**
 * The request's locale, computed once in onRequest (after @fastify/cookie, before the session
 * hook), and every JSON answer's `message`, `error` and `errors` put into it on the way out:
 * routes and the error handler keep speaking English.
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  // Callback-style hooks: an async one costs every request a promise for work that never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = browserLocale(request);
    done();
  });
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (request.locale === DEFAULT_LOCALE || payload === null || typeof payload !== 'object' || Array.isArray(payload))
      return done(null, payload);
    done(null, localizeEnvelope(payload as Envelope, request.locale));
  });
}
