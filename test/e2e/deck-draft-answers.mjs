// The decks the deck-draft browser test uploads and what the fake AI server (fake-ai-server.mjs) answers for them:
// one source, so every quote the fake model gives is in the deck it reads. A deck whose text holds Arabic gets the Arabic answer.

export const ENGLISH_SLIDES = [
  { lines: ['Sahel Health', 'Lab results for rural clinics in days, not weeks'] },
  { lines: ['Problem', 'Rural clinics wait three weeks for lab results.'] },
  { lines: ['Solution', 'A courier network and an app that bring lab results back in two days.'] },
  { lines: ['Traction', 'We are at MVP stage with 12 clinics using the app.'] },
  { lines: ['The ask', 'We are raising 500000 USD in a seed round.'], notes: 'Mention the pilot in Irbid.' },
];

export const ARABIC_SLIDES = [
  { lines: ['صحة الساحل', 'نتائج المختبر للعيادات الريفية خلال أيام لا أسابيع'] },
  { lines: ['المشكلة', 'تنتظر العيادات الريفية ثلاثة أسابيع لتصلها نتائج المختبر.'] },
  { lines: ['الحل', 'شبكة توصيل وتطبيق يعيدان نتائج المختبر خلال يومين.'] },
  { lines: ['الطلب', 'نجمع 500000 دولار في جولة تأسيسية.'] },
];

const entry = (value, slide, quote) => ({ value, slide, quote });

const ENGLISH_ANSWER = {
  'startup-brief.one_liner': entry(
    'Lab results for rural clinics in days, not weeks',
    1,
    'Lab results for rural clinics in days, not weeks',
  ),
  'startup-brief.problem': entry(
    '<p>Rural clinics wait three weeks for lab results.</p>',
    2,
    'Rural clinics wait three weeks for lab results.',
  ),
  'startup-brief.solution': entry(
    '<p>A courier network and an app that bring lab results back in two days.</p>',
    3,
    'A courier network and an app that bring lab results back in two days.',
  ),
  'startup-details.business_stage': entry('mvp', 4, 'We are at MVP stage with 12 clinics using the app.'),
  'fundraising.required_amount': entry('500000', 5, 'We are raising 500000 USD in a seed round.'),
  'fundraising.current_stage': entry('seed', 5, 'We are raising 500000 USD in a seed round.'),
  // Not in the deck: the server leaves it out ("the deck doesn't say it").
  'startup-brief.vision': entry('<p>Every clinic connected by 2030.</p>', 1, 'Every clinic connected by 2030'),
};

const ARABIC_ANSWER = {
  'startup-brief.one_liner': entry(
    'نتائج المختبر للعيادات الريفية خلال أيام لا أسابيع',
    1,
    'نتائج المختبر للعيادات الريفية خلال أيام لا أسابيع',
  ),
  'startup-brief.problem': entry(
    '<p>تنتظر العيادات الريفية ثلاثة أسابيع لتصلها نتائج المختبر.</p>',
    2,
    'تنتظر العيادات الريفية ثلاثة أسابيع لتصلها نتائج المختبر.',
  ),
  'startup-brief.solution': entry(
    '<p>شبكة توصيل وتطبيق يعيدان نتائج المختبر خلال يومين.</p>',
    3,
    'شبكة توصيل وتطبيق يعيدان نتائج المختبر خلال يومين.',
  ),
  'fundraising.required_amount': entry('500000', 4, 'نجمع 500000 دولار في جولة تأسيسية.'),
  'fundraising.current_stage': entry('pre_seed', 4, 'نجمع 500000 دولار في جولة تأسيسية.'),
};

/** The structured answer to a drafting request: every property of the schema, null where the deck says nothing. */
export function deckDraftAnswer(schema, userText) {
  const canned = /\p{Script=Arabic}/u.test(userText) ? ARABIC_ANSWER : ENGLISH_ANSWER;
  const keys = Object.keys(schema?.properties ?? canned);
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, canned[key] ?? null])));
}
