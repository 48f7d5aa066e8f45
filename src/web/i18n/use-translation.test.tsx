// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { arForms } from './ar-forms';
import { en } from './en';
import { changeLocale, loadFormTexts, loadOverviewTexts, startI18n } from './index';
import { useTranslation } from './use-translation';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('useTranslation', () => {
  it('shows a form’s text once its catalog part has arrived, though it was asked for before', async () => {
    await startI18n('ar');
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('auth.login')).toBe('auth.login');
    await loadFormTexts();
    expect(result.current.t('auth.login')).toBe(arForms.auth.login);
  });

  it('fills each call’s values in, plurals included, every time', async () => {
    await startI18n('en');
    await loadOverviewTexts();
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('readiness.stepsLeft', { count: 1 })).toBe('1 step left before you can apply');
    expect(result.current.t('readiness.stepsLeft', { count: 3 })).toBe('3 steps left before you can apply');
    expect(result.current.t('readiness.stepsLeft', { count: 1 })).toBe('1 step left before you can apply');
  });

  it('gives the other language’s texts after a change of language', async () => {
    await startI18n('ar');
    const { result } = renderHook(() => useTranslation());
    const arabic = result.current.t('nav.overview');
    await act(() => changeLocale('en'));
    expect(result.current.t('nav.overview')).toBe(en.nav.overview);
    expect(arabic).not.toBe(en.nav.overview);
  });
});
