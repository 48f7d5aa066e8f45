// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, errorMessage } from './form-errors';

const quotaRefusal = () => new ApiError(422, 'The given data was invalid.', { _: ['Your team can have at most 20 founders.'], email: ['Taken.'] });

describe('a 422 about the whole form (`errors._`)', () => {
  it('is the notification, instead of the generic validation text', () => {
    expect(errorMessage(quotaRefusal(), 'fallback')).toBe('Your team can have at most 20 founders.');
    expect(errorMessage(new ApiError(422, 'x', { email: ['Taken.'] }), 'fallback')).toBe('Please fix the validation errors.');
  });

  it("goes to the form's root error, the fields' to their fields", () => {
    const setError = vi.fn();
    expect(applyServerErrors(quotaRefusal(), setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Your team can have at most 20 founders.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken.' }, { shouldFocus: true });
  });
});
