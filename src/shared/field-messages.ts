/** Field messages every schema shares; no imports, so the login and register pages can load it alone. */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  chooseOption: 'Please choose a valid option.',
  chooseCountry: 'Please choose a valid country.',
  date: 'Please enter a valid date (YYYY-MM-DD).',
  text: 'Please enter text.',
} as const;

export const maxLengthMessage = (max: number) => `Must be at most ${max} characters.`;
