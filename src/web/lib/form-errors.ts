import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { i18next, loadMessageTranslator } from '../i18n';
import { ApiError } from './api-client';

/** A 422's key for the form as a whole rather than one field (a full quota, a body that is no form). */
const FORM_ERROR_KEY = '_';

/** The message of a 422 about the whole form, when there is one. */
function formErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.isValidation ? error.errors[FORM_ERROR_KEY]?.[0] : undefined;
}

/** Puts a 422's per-field messages under their fields (the whole form's in `errors.root.server`); true when it was one. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.isValidation) return false;
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = path === FORM_ERROR_KEY ? 'root.server' : (path as FieldPath<T>);
    setError(name, { type: 'server', message: messages[0] }, { shouldFocus: true });
  }
  return true;
}

/** The text to show for a failed call: the server's message, else the feature's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return i18next.t('errors.network');
    if (error.isValidation) return formErrorOf(error) ?? i18next.t('errors.validation');
    if (error.message) return error.message;
  }
  return fallback;
}

// The shared schemas speak English (the server translates its own answers): shown in the page's language.
function translateErrors(node: unknown, translate: (message: string) => string): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue; // the field's element
    if (key === 'message' && typeof value === 'string') (node as { message: string }).message = translate(value);
    else translateErrors(value, translate);
  }
}

/** A form resolver (zodResolver of a shared schema) whose messages follow the page's language. */
export function translatedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const [result, translate] = await Promise.all([resolver(values, context, options), loadMessageTranslator()]);
    translateErrors(result.errors, translate);
    return result;
  };
}
