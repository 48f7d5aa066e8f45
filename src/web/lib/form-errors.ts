import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { i18next } from '../i18n';
import { ApiError } from './api-client';

/** Puts a 422's per-field messages under their fields; true when it was one. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.isValidation) return false;
  for (const [path, messages] of Object.entries(error.errors)) {
    setError(path as FieldPath<T>, { type: 'server', message: messages[0] }, { shouldFocus: true });
  }
  return true;
}

/** The text to show for a failed call: the server's message, else the feature's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return i18next.t('errors.network');
    if (error.isValidation) return i18next.t('errors.validation');
    if (error.message) return error.message;
  }
  return fallback;
}
