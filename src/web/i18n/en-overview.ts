/**
 * English catalog, overview part: what only the overview's panels show (readiness, the Share entry, the next
 * deadline), loaded with their chunk (features/dashboard/pages.tsx), so the dashboard's first page never carries them.
 */
export const enOverview = {
  readiness: {
    title: 'Application readiness',
    // One sentence: {{status}} is readyNow or stepsLeft.
    summary: '{{status}} · profile {{percent}}% complete',
    readyNow: 'Ready to apply',
    meterLabel: 'Fields a program application needs',
    stepsLeft_one: '{{count}} step left before you can apply',
    stepsLeft_other: '{{count}} steps left before you can apply',
    nextStep: 'Next step',
    ready: 'Ready to apply: every field a program application needs is filled.',
    moreToComplete: 'Next, to complete your profile',
    complete: 'Your profile is complete: programs and investors will find everything they look for.',
    loadFailed: 'Could not check how ready your profile is.',
    draftFromDeck: 'Draft my profile from our deck',
    // The translation's progress (DESIGN §14): {{version}} is one of `versions`, {{count}} the texts written so far.
    versions: { en: 'English version', ar: 'Arabic version' },
    translation_one: '{{version}}: {{translated}} of {{count}} text',
    translation_other: '{{version}}: {{translated}} of {{count}} texts',
    translationStale: '{{progress}}, {{count}} out of date',
  },
  // The overview's share entry (T5, issue 13); the share modal's texts are in en-modals.ts
  shareEntry: {
    open: 'Share',
    hint: 'Send programs and investors a one-page profile of your startup.',
    firstOpenedNamed: '“{{name}}” was opened for the first time {{when}}.',
    firstOpened: 'Your link from {{date}} was opened for the first time {{when}}.',
  },
  // The nearest upcoming application deadline (DESIGN §13)
  nextDeadline: {
    text: 'Next deadline: {{program}} · {{when}}',
    on: 'Next deadline: {{program}} · {{date}}',
  },
};
