/**
 * Texts the server sends that no shared schema holds, in one place so the Arabic catalog's test
 * can check each has a translation (src/shared/i18n/messages-ar.ts; English is the key).
 */
export const SERVER_MESSAGES = {
  registered: 'Welcome to Founder Dashboard!',
  loggedIn: 'Welcome back!',
  loggedOut: 'You have been logged out.',
  addressInvalid: 'This address is not valid.',
  notHttp: 'This request is not valid HTTP.',
  requestTooSlow: 'The request took too long to arrive. Check your connection and try again.',
  bodyTooSlow: 'The upload stopped arriving. Check your connection and try again.',
  bodyTooDeep: 'The request body is nested too deeply.',
  tooManyParts: 'This form has too many fields or files.',
  unreadableUpload: 'The upload could not be read. Please try again.',
  founderUpdateMethod: 'Send _method=PUT to update a founder.',
  aiCancelled: 'The AI request was cancelled.',
  aiUnreachable: 'The AI provider could not be reached.',
  aiRejectedCredentials: (status: number) => `The AI provider rejected the credentials (HTTP ${status}).`,
  aiHttpFailed: (status: number | string, detail: string) => `The AI provider failed (HTTP ${status}): ${detail}`,
  aiFailed: (detail: string) => `The AI provider failed: ${detail}`,
  aiTimeout: (seconds: number) => `The AI provider did not answer within ${seconds} s.`,
  localModelTimeout: (seconds: number) => `The local AI model did not answer within ${seconds} s.`,
  localModelFailed: (detail: string) => `The local AI model failed: ${detail}`,
} as const;
