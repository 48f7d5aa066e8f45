/**
 * English catalog, forms part: the texts of the login and register forms and what every form shares
 * (confirmations, the pickers, the editor's toolbar), loaded with the first form (load-catalog.ts), so the
 * dashboard's first page carries only en.ts; what only the modals show is in en-modals.ts.
 */
export const enForms = {
  auth: {
    loginTitle: 'Log in to your dashboard',
    loginSubtitle: 'Welcome back. Pick up where you left off.',
    registerTitle: 'Create your account',
    registerSubtitle: 'One account for you and your startup.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    startupName: 'Startup name',
    login: 'Log in',
    loggingIn: 'Logging in…',
    register: 'Create account',
    registering: 'Creating account…',
    noAccount: 'New here?',
    haveAccount: 'Already have an account?',
    welcome: 'Welcome to Founder Dashboard, {{name}}!',
    welcomeBack: 'Welcome back, {{name}}!',
    forgotPassword: 'Forgot password?',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  confirm: {
    title: 'Please confirm',
    confirm: 'Confirm',
    delete: 'Delete',
    remove: 'Remove',
  },
  components: {
    copyLink: {
      copy: 'Copy',
      copied: 'Copied',
      manual: 'Copying is not allowed here: the link is selected, copy it with your keyboard.',
    },
    formTabs: {
      hasErrors: '(has errors)',
    },
    select: {
      showOptions: 'Show options',
      noResults: 'No matches',
    },
    countrySelect: {
      placeholder: 'Select a country',
    },
    phoneCodeSelect: {
      label: 'Country code',
      placeholder: 'Code',
    },
    datePicker: {
      placeholder: 'Select a date',
    },
    editor: {
      placeholder: 'Start typing...',
      toolbar: 'Formatting',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      orderedList: 'Numbered list',
      bulletList: 'Bulleted list',
      clean: 'Clear formatting',
    },
  },
} as const;
