/**
 * English catalog, shell part: what the dashboard's pages, cards, menus and navigation show; the
 * texts of the forms (login, register) are in en-forms.ts, loaded with the first form, and the modals'
 * own in en-modals.ts, loaded with the first modal (load-catalog.ts). The spec's exact texts are the English values.
 */
import { BUSINESS_STAGE_MESSAGES, CURRENT_STAGE_MESSAGES, SECTOR_MESSAGES } from '../../shared/enum-messages';

export const en = {
  app: {
    name: 'Founder Dashboard',
    tagline: 'Your founder and startup profile, always up to date.',
  },
  nav: {
    applications: 'Applications',
    overview: 'Overview',
    profile: 'Profile',
    startup: 'Startup',
    mainNavigation: 'Main navigation',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    darkMode: 'Dark mode',
    lightMode: 'Light mode',
    account: 'Account',
    myProfile: 'My profile',
    accountSettings: 'Account settings',
    logout: 'Log out',
  },
  sections: {
    contactDetails: {
      title: 'Contact details',
      description: 'Emails, phone and WhatsApp numbers, LinkedIn and website.',
    },
    personalDetails: {
      title: 'Personal details',
      description: 'Your biography, birth date, gender, nationality and residence.',
    },
    programPreferences: {
      title: 'Program preferences',
      description: 'The program type, duration, location and start date you prefer.',
    },
    startupDetails: {
      title: 'Startup details',
      description: 'Stage, sector, size, financial performance and incorporation.',
    },
    startupBrief: {
      title: 'Startup brief',
      description: 'One-liner, vision and mission, problem and solution, unique value, highlights.',
    },
    founders: {
      title: 'Founders team',
      description: 'The people building the startup with you.',
    },
    pitchDeck: {
      title: 'Pitch deck',
      description: 'Your latest pitch deck files (PDF, PPT, PPTX).',
    },
    fundraising: {
      title: 'Fundraising',
      description: 'How much you are raising, in which stage and ticket sizes.',
    },
    video: {
      title: 'Pitch video',
      description: 'A YouTube or Vimeo link to your pitch video.',
    },
  },
  shell: {
    skipToContent: 'Skip to content',
  },
  drawer: {
    open: 'Open menu',
    close: 'Close menu',
  },
  pages: {
    overview: {
      title: 'Welcome, {{name}}',
      subtitle: 'Keep your profile complete: programs and investors read it first.',
    },
    profile: {
      title: 'Your profile',
      subtitle: 'How the program team gets to know you.',
    },
    startup: {
      title: 'Your startup',
      subtitle: 'What your startup does, who builds it and what it needs.',
    },
    notFound: {
      documentTitle: 'Page not found',
      code: 'Error 404',
      title: 'This page does not exist',
      subtitle: 'The link may be old or mistyped. Your profile and startup are safe.',
      backToOverview: 'Back to overview',
    },
    documentTitle: '{{page}} · Founder Dashboard',
  },
  common: {
    edit: 'Edit',
    // An empty section's button: there is nothing to edit yet.
    add: 'Add',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    retry: 'Retry',
    loading: 'Loading…',
    open: 'Open',
    notSet: 'Not set',
  },
  language: {
    label: 'Language',
    switchFailed: 'Could not change the language. Please try again.',
  },
  auth: {
    // Said on the login page after a logout from the account menu, which is part of the shell.
    loggedOut: 'You have been logged out.',
  },
  errors: {
    validation: 'Please fix the validation errors.',
    network: 'Could not reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    sessionLoad: 'We could not load your session.',
    pageLoad: 'We could not load this page.',
    loadFailed: 'We could not load your saved details. Nothing was changed.',
    loadFailedShort: 'Could not load this section.',
  },
  startup: {
    details: {
      businessStage: 'Business stage',
      sector: 'Sector',
      companySize: 'Company size',
      financialPerformance: 'Financial performance',
      headquarters: 'Headquarters',
      incorporationType: 'Incorporation type',
      incorporationDate: 'Incorporation date',
      countryOfIncorporation: 'Country of incorporation',
      empty: 'Tell programs what your startup does and how far along it is.',
    },
    brief: {
      empty: 'Write a one-liner and the story behind your startup.',
      filledSections: '{{count}} of {{total}} sections written',
    },
    fundraising: {
      requiredAmount: 'Required amount',
      currentStage: 'Current stage',
      useOfFunds: 'Use of funds',
      empty: 'Share how much you are raising and how you will use it.',
      raising: 'Raising {{amount}}',
      tickets: 'tickets {{amount}}',
    },
    video: {
      preview: 'Video preview',
      empty: 'Add a short pitch video from YouTube or Vimeo.',
    },
    businessStage: BUSINESS_STAGE_MESSAGES,
    sector: SECTOR_MESSAGES,
    companySize: {
      '1': '1 person',
      '2_5': '2–5 people',
      '6_10': '6–10 people',
      '11_50': '11–50 people',
      '51_200': '51–200 people',
      '201_plus': '201+ people',
    },
    financialPerformance: {
      pre_revenue: 'Pre-revenue',
      under_10k: 'Under $10K',
      '10k_100k': '$10K–$100K',
      '100k_1m': '$100K–$1M',
      over_1m: 'Over $1M',
    },
    incorporationType: {
      not_incorporated: 'Not incorporated',
      sole_proprietorship: 'Sole proprietorship',
      llc: 'LLC',
      corporation: 'Corporation',
      partnership: 'Partnership',
      non_profit: 'Non-profit',
      other: 'Other',
    },
    currentStage: CURRENT_STAGE_MESSAGES,
  },
  // Who saved a startup card's record last (issue 14); {{time}} is "5 minutes ago" in the page's locale.
  edits: {
    lastEdited: 'Last edited by {{name}} · {{time}}',
    lastEditedByYou: 'Last edited by you · {{time}}',
    someone: 'a co-founder',
  },
  pitchDeck: {
    summaryEmpty: 'No pitch deck uploaded yet.',
    latest: 'Latest deck',
    primaryDeck: 'Primary deck',
    uploadedOn: 'Uploaded {{date}}',
    count_one: '{{count}} file',
    count_other: '{{count}} files',
    types: {
      pdf: 'PDF',
      ppt: 'PPT',
      pptx: 'PPTX',
    },
  },
  founders: {
    summaryEmpty: 'No co-founders added yet.',
    more: '+{{count}} more',
  },
  profile: {
    contact: {
      emails: 'Emails',
      phones: 'Phone numbers',
      whatsapps: 'WhatsApp numbers',
      linkedin: 'LinkedIn',
      website: 'Website',
      empty: 'Add the emails, numbers and links programs can reach you on.',
    },
    personal: {
      birthDate: 'Birth date',
      gender: 'Gender',
      nationality: 'Nationality',
      countryOfResidence: 'Country of residence',
      empty: 'Introduce yourself: a short biography, your nationality and where you live.',
    },
    preferences: {
      programType: 'Program type',
      programDuration: 'Program duration',
      programLocation: 'Program location',
      programStartDate: 'Preferred start date',
      startupLocations: 'Startup locations',
      allSelected: 'All locations',
      moreLocations: '+{{count}}',
      empty: 'Tell programs what kind of support you are looking for.',
    },
    gender: {
      male: 'Male',
      female: 'Female',
      prefer_not_to_say: 'Prefer not to say',
    },
    programType: {
      pre_incubation: 'Pre-incubation',
      incubation: 'Incubation',
      acceleration: 'Acceleration',
      investment_readiness: 'Investment readiness',
    },
    programDuration: {
      '1_month': '1 month',
      '3_months': '3 months',
      '6_months': '6 months',
      '12_months': '12 months',
    },
    programLocation: {
      in_person: 'In person',
      remote: 'Remote',
      hybrid: 'Hybrid',
    },
  },
} as const;
