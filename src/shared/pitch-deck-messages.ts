// Apart from pitch-deck.ts (which brings zod), so the web's modal catalog (i18n/en-modals.ts) shows the same words without it.
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
