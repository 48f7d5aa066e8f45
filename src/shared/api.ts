/** The JSON envelope of DESIGN §4: every answer has this shape. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldErrors;
  error?: string;
}

export type FieldErrors = Record<string, string[]>;

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  validation: 'The given data was invalid.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  serverError: 'Something went wrong on our side. Please try again.',
  invalidCredentials: 'These credentials do not match our records.',
  emailTaken: 'An account with this email already exists.',
  recordChanged:
    'Someone else saved this section after you opened it. Nothing was overwritten: compare the two versions and choose what to keep.',
  jsonBodyRequired: 'Please send this request as JSON (Content-Type: application/json).',
} as const;
