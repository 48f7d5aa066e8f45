// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_AR } from '../../shared/i18n/messages-ar';
import { ar } from './ar';
import { arForms } from './ar-forms';
import { en } from './en';
import { enForms } from './en-forms';
import { changeLocale, i18next, loadFormTexts, loadMessageTranslator, pageLocale, startI18n } from './index';

const VALID_EMAIL = 'Please enter a valid email address.';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the page language', () => {
  it('is the one the server put on <html lang>, English when it names none of ours', () => {
    document.documentElement.lang = 'ar';
    expect(pageLocale()).toBe('ar');
    for (const lang of ['fr', '', 'AR', 'ar-EG']) {
      document.documentElement.lang = lang;
      expect(pageLocale()).toBe('en');
    }
  });
});

describe('the catalog loader', () => {
  it('starts an Arabic page with the shell of the Arabic catalog only, right to left', async () => {
    await startI18n('ar');
    expect(i18next.t('nav.overview')).toBe(ar.nav.overview);
    expect(i18next.exists('auth.login')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('adds the forms’ texts in the page’s language when a form asks for them', async () => {
    await startI18n('ar');
    await loadFormTexts();
    expect(i18next.t('auth.login')).toBe(arForms.auth.login);
    expect(i18next.t('nav.overview')).toBe(ar.nav.overview);
  });

  it('switches to English and back without a reload, the forms’ texts and the direction included', async () => {
    await startI18n('ar');
    await loadFormTexts();
    await changeLocale('en');
    expect([i18next.t('nav.overview'), i18next.t('auth.login')]).toEqual([en.nav.overview, enForms.auth.login]);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    await changeLocale('ar');
    expect([i18next.t('nav.overview'), i18next.t('auth.login')]).toEqual([ar.nav.overview, arForms.auth.login]);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });

  it('still starts the page when the catalog cannot download (keys in place of texts)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startI18n('en', Promise.reject(new Error('offline')));
    expect(i18next.t('nav.overview')).toBe('nav.overview');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('translates the shared schemas’ English messages on an Arabic page only', async () => {
    await startI18n('en');
    expect((await loadMessageTranslator())(VALID_EMAIL)).toBe(VALID_EMAIL);
    await changeLocale('ar');
    expect((await loadMessageTranslator())(VALID_EMAIL)).toBe(MESSAGES_AR[VALID_EMAIL]);
  });
});
