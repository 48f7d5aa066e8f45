// @vitest-environment jsdom
import '../i18n/english-for-tests';
import type { Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_AR } from '../../shared/i18n/messages-ar';
import { changeLocale } from '../i18n';
import { ApiError } from './api-client';
import { applyServerErrors, errorMessage, translatedResolver } from './form-errors';

const quotaRefusal = () =>
  new ApiError(422, 'The given data was invalid.', { _: ['Your team can have at most 20 founders.'], email: ['Taken.'] });

describe('a 422 about the whole form (`errors._`)', () => {
  it('is the notification, instead of the generic validation text', () => {
    expect(errorMessage(quotaRefusal(), 'fallback')).toBe('Your team can have at most 20 founders.');
    expect(errorMessage(new ApiError(422, 'x', { email: ['Taken.'] }), 'fallback')).toBe('Please fix the validation errors.');
  });

  it("goes to the form's root error, the fields' to their fields", () => {
    const setError = vi.fn();
    expect(applyServerErrors(quotaRefusal(), setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'root.server',
      { type: 'server', message: 'Your team can have at most 20 founders.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken.' }, { shouldFocus: true });
  });
});

describe('client-side validation messages', () => {
  const EMAIL = 'Please enter a valid email address.';
  const input = document.createElement('input');
  const schemaResolver: Resolver<{ emails: { value: string }[] }> = async () => ({
    values: {},
    errors: { emails: [{ value: { type: 'invalid_format', message: EMAIL, ref: input } }] },
  });
  const validate = () =>
    translatedResolver(schemaResolver)({ emails: [{ value: 'x' }] }, undefined, { fields: {}, shouldUseNativeValidation: false });

  afterEach(() => changeLocale('en'));

  it('stay as the shared schema wrote them on an English page', async () => {
    expect((await validate()).errors).toEqual({ emails: [{ value: { type: 'invalid_format', message: EMAIL, ref: input } }] });
  });

  it('are in Arabic on an Arabic page, nested fields too, each field keeping its element', async () => {
    await changeLocale('ar');
    expect((await validate()).errors).toEqual({ emails: [{ value: { type: 'invalid_format', message: MESSAGES_AR[EMAIL], ref: input } }] });
  });
});
