/**
 * The English messages the server sends for each feature (English is the key of their Arabic in
 * i18n/messages-ar.ts). Zod-free, so the web's modal and account catalogs show the same words
 * without loading the schemas; each feature module re-exports its own.
 */
import { MAX_CONTACT_ROWS, ONE_LINER_MAX_LENGTH } from './resources.js';

// Contact details
export const CONTACT_DETAILS_MESSAGES = {
  saved: 'Contact details saved successfully!',
  email: 'Please enter a valid email address.',
  atLeastOneEmail: 'Please enter at least one email address.',
  phone: 'Please enter a valid phone number (7 to 15 digits).',
  dialCode: 'Please choose a valid country code.',
  dialCodeMismatch: 'This country code does not belong to the selected country.',
  phoneCountry: 'Please choose the country of this number.',
  linkedin: 'Please enter a LinkedIn link (linkedin.com).',
  website: 'Please enter a valid website address (http:// or https://).',
  tooManyRows: `You can add at most ${MAX_CONTACT_ROWS}.`,
} as const;

// Personal details
export const PERSONAL_DETAILS_MESSAGES = {
  saved: 'Personal details saved successfully!',
  birthDatePast: 'Birth date must be in the past.',
  birthDateMin: 'Birth date must be after 1900.',
  photoSaved: 'Photo saved.',
  photoRemoved: 'Photo removed.',
} as const;

// Program preferences
export const PROGRAM_PREFERENCES_MESSAGES = {
  saved: 'Program preferences saved successfully!',
  startupLocation: 'Please choose countries from the list.',
} as const;

// Startup details
export const STARTUP_DETAILS_MESSAGES = {
  saved: 'Startup details saved successfully!',
  incorporationDateFuture: 'Incorporation date cannot be in the future.',
} as const;

// Startup brief
export const STARTUP_BRIEF_MESSAGES = {
  saved: 'Startup brief saved successfully!',
  oneLinerTooLong: `The one-liner must be at most ${ONE_LINER_MAX_LENGTH} characters.`,
} as const;

// Fundraising
export const FUNDRAISING_MESSAGES = {
  saved: 'Fundraising details saved successfully!',
  currency: 'Please choose a valid currency.',
  ticketRange: 'The maximum ticket size must be at least the minimum ticket size.',
} as const;

// Video
export const VIDEO_MESSAGES = {
  saved: 'Video URL saved successfully!',
  invalid: 'Please enter a YouTube or Vimeo link',
} as const;

// Founders
export const FOUNDER_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  email: 'Please enter a valid email address.',
  emailTaken: 'A founder with this email is already on your team.',
  linkedin: 'Please enter a LinkedIn link (linkedin.com).',
  avatarInvalid: 'Please upload a PNG, JPEG or WebP image.',
  avatarTooLarge: 'The image is too large. The maximum size is 5 MB.',
  editSelf: 'Use Personal Details modal to edit your own information.',
  deleteSelf: 'You cannot delete yourself. Use Personal Details to update your information.',
  added: 'Founder added successfully!',
  updated: 'Founder updated successfully!',
  removed: 'Founder removed successfully!',
  confirmRemove: (name: string) => `Are you sure you want to remove ${name} from the founders team?`,
  loadFailed: 'Failed to load founders',
  saveFailed: 'Failed to save founder',
  removeFailed: 'Failed to remove founder',
} as const;

// Pitch deck
export const PITCH_DECK_MESSAGES = {
  fileNameRequired: 'Please enter a file name.',
  invalidFile: 'Please upload a valid file (PDF, PPT, PPTX).',
  fileTooLarge: 'The file is too large. The maximum size is 25 MB.',
  uploaded: 'File uploaded successfully!',
  deleted: 'File deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this file?',
  uploadFailed: 'Failed to upload file',
  deleteFailed: 'Failed to delete file',
  primarySet: 'This deck is now the one your one-pager shows.',
} as const;

// Drafting the profile from the pitch deck (DESIGN §12)
export const DECK_DRAFT_MESSAGES = {
  chooseDeck: 'Please choose a pitch deck.',
  locale: 'Please choose English or Arabic.',
  oldFormat: 'Save the deck as PDF or PPTX to draft from it.',
  noText: 'This deck has no text we can read — is it a scan?',
  unreadable: 'This deck could not be read.',
} as const;

// Applications (DESIGN §13)
export const APPLICATION_MESSAGES = {
  program: "Please enter the program's name.",
  url: 'Please enter a valid link (https://…).',
  limit: 'Please enter a whole number above 0, or leave the limit empty.',
  required: 'Please choose yes or no.',
  questions: 'Please send the questions as a list.',
  tooManyQuestions: 'An application can have at most 80 questions.',
  tooManyApplications: 'Your startup can keep at most 50 applications. Delete one to add another.',
  pastedTooLong: 'This list is too long to read. Paste at most 80 questions.',
  overCharLimit: 'This answer is {count} characters; the program allows {max}.',
  overWordLimit: 'This answer is {count} words; the program allows {max}.',
  unknownTemplate: 'Please choose one of the templates.',
  chooseQuestions: 'Please choose questions of this application.',
  exportFormat: 'Please choose md or txt.',
  notFound: 'This application does not exist or was deleted.',
  created: 'Application added.',
  saved: 'Application saved.',
  deleted: 'Application deleted.',
} as const;

// History (DESIGN §15)
export const HISTORY_MESSAGES = {
  unknownRecord: 'Please choose a record that keeps a history.',
  id: 'Please name the founder or application whose history to show.',
} as const;

// Share links
export const SHARE_LINK_MESSAGES = {
  created: 'Share link created.',
  revoked: 'Share link revoked. It no longer opens.',
  invalidOption: 'Please choose yes or no.',
  invalidName: 'Please give the link a name as text.',
  invalidLocale: 'Choose English, Arabic or the profile’s language.',
} as const;

// Account settings and password resets
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'This password is not correct.',
  passwordChanged: 'Your password has been changed. Every other session has been logged out.',
  emailChangeSent: 'We sent a link to your new email address. Your email changes when you open it.',
  sameEmail: 'This is already your email address.',
  tooManyEmailChanges: 'Too many email change links were asked for. Please try again in an hour.',
  emailChanged: 'Your email address has been changed.',
  emailLinkDead: 'This link has expired or was already used. Please ask for a new one in your account settings.',
  deleted: 'Your account has been deleted.',
  resetRequested: 'If an account uses this email, a link to reset its password is on its way. It works for one hour.',
  resetLinkDead: 'This password reset link has expired or was already used. Please ask for a new one.',
  resetDone: 'Your password has been changed and you are logged in.',
  tooManyResetMails: 'Too many reset links were asked for this email. Please try again in an hour.',
} as const;
