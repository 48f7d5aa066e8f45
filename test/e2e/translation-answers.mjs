// The fake provider's translations (DESIGN §14) for test/e2e/translation.spec.ts: a known sentence becomes its
// canned translation, any other one a stand-in in the target language. An update (the old source, the new source
// and the old translation) keeps the old translation and adds the translation of each sentence the new source adds.
const ARABIC = {
  'Freight for every truck': 'شحن لكل شاحنة',
  'Trucks run half empty.': 'الشاحنات نصف فارغة.',
  'Shops wait a week.': 'المتاجر تنتظر أسبوعًا.',
  'We pool loads from many shops.': 'نجمع حمولات متاجر كثيرة.',
  'Drivers lose a day.': 'ويخسر السائقون يومًا.',
};

const block = (user, name) => new RegExp(`<<<${name}\\n([\\s\\S]*?)\\n${name}>>>`).exec(user)?.[1] ?? '';
const sentences = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
const toArabic = (sentence) => ARABIC[sentence] ?? 'نص مترجم.';

function translated(source, isArabic) {
  const text = sentences(source)
    .map((sentence) => (isArabic ? toArabic(sentence) : 'Translated text.'))
    .join(' ');
  return source.trim().startsWith('<p>') ? `<p>${text}</p>` : text;
}

/** The JSON the translation's structured request asks for. */
export function translationAnswer(system, user) {
  const isArabic = system.includes('into Arabic');
  const oldTranslation = block(user, 'OLD_TRANSLATION');
  if (!oldTranslation) return JSON.stringify({ translation: translated(block(user, 'SOURCE'), isArabic) });
  const before = new Set(sentences(block(user, 'OLD_SOURCE')));
  const added = sentences(block(user, 'NEW_SOURCE')).filter((sentence) => !before.has(sentence));
  const addition = added.map((sentence) => (isArabic ? toArabic(sentence) : 'Translated text.')).join(' ');
  const translation = oldTranslation.endsWith('</p>')
    ? oldTranslation.replace(/<\/p>$/, ` ${addition}</p>`)
    : `${oldTranslation} ${addition}`;
  return JSON.stringify({ translation });
}
