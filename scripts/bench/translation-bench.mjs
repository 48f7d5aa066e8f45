// Updating a stale translation (DESIGN §14): after a one-sentence edit of a ~300-word brief field, what the update
// request sends the provider (the old source, the new source and the old translation) against translating the whole
// field again (the new source alone). Counted from the requests the fake provider received: the characters of their
// system and user messages, and tokens estimated as characters / 4 (no tokenizer: the ratio is what matters).
import { loggedInHeaders, postJson as post, startAppWithFakeAi, stopServer } from './lib.mjs';

const KEY = 'startup-brief.description';
const SENTENCES = [
  'Our mobile clinics reach remote villages on rough roads every week, and each van carries a nurse, a midwife and a small pharmacy.',
  'Patients book a visit by text message, pay what they can, and get a reminder the day before the van comes to their village.',
  'We started with three vans in one district and now run eleven, each one serving about forty patients a day.',
  'Local health workers follow up after each visit, so chronic conditions are treated over months instead of one long trip to the city.',
];
/** The same sentences in Arabic: the saved translation an update starts from is as long as a real one. */
const ARABIC_SENTENCES = [
  'تصل عياداتنا المتنقلة إلى القرى النائية عبر الطرق الوعرة كل أسبوع، وتحمل كل سيارة ممرضة وقابلة وصيدلية صغيرة.',
  'يحجز المرضى زيارتهم برسالة نصية، ويدفعون ما يستطيعون، ويصلهم تذكير قبل يوم من وصول السيارة إلى قريتهم.',
  'بدأنا بثلاث سيارات في منطقة واحدة ونشغّل اليوم إحدى عشرة سيارة، تخدم كل منها نحو أربعين مريضًا يوميًا.',
  'يتابع العاملون الصحيون المحليون كل زيارة، فتُعالج الأمراض المزمنة على مدى أشهر بدل رحلة طويلة واحدة إلى المدينة.',
];
const paragraphs = (sentences) =>
  Array.from({ length: 3 }, (_, index) => [0, 1, 2, 3].map((offset) => sentences[(index + offset) % 4]).join(' '));
const SOURCE = `<p>${paragraphs(SENTENCES).join('</p><p>')}</p>`;
const TRANSLATION = `<p>${paragraphs(ARABIC_SENTENCES).join('</p><p>')}</p>`;
/** One sentence of the middle paragraph, edited. */
const EDITED = SOURCE.replace(
  'We started with three vans in one district and now run eleven',
  'We started with two vans in one district and now run fourteen',
);

const counter = (provider, name) => async () => Number(await (await fetch(`${provider.baseUrl}/${name}`)).text());

/** The requests and prompt characters one draft of KEY sent. */
async function measureDraft(app, provider, headers) {
  const [requests, characters] = [counter(provider, 'requests'), counter(provider, 'prompt-characters')];
  const before = { requests: await requests(), characters: await characters() };
  const draft = await post(app, headers, '/api/startup/translation/draft', { locale: 'ar', keys: [KEY] });
  if (draft.proposals.length !== 1) throw new Error(`expected one proposal, got ${JSON.stringify(draft)}`);
  return {
    requests: (await requests()) - before.requests,
    characters: (await characters()) - before.characters,
    value: draft.proposals[0].value,
  };
}

export async function runTranslationBench({ log }) {
  const servers = [];
  try {
    const { provider, app } = await startAppWithFakeAi(servers, { appEnv: { LIMIT_AI_REQUESTS_PER_USER: '100000' } });
    const headers = await loggedInHeaders(app.baseUrl);
    await post(app, headers, '/dashboard/startup-brief', { description: SOURCE });
    await post(app, headers, '/api/startup/translation', { locale: 'ar', fields: { [KEY]: TRANSLATION } });
    await post(app, headers, '/dashboard/startup-brief', { description: EDITED });

    const update = await measureDraft(app, provider, headers);
    // The whole field again: without its old translation, the same key is drafted from the new source alone.
    await post(app, headers, '/api/startup/translation', { locale: 'ar', fields: { [KEY]: '' } });
    const whole = await measureDraft(app, provider, headers);

    const words = SOURCE.replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    const tokens = (characters) => Math.round(characters / 4);
    log(
      `\nUpdating a stale translation (DESIGN §14): a ${words}-word field, one sentence edited; prompt characters sent, tokens ≈ characters / 4`,
    );
    log(
      `update (old source + new source + old translation): ${update.characters} characters ≈ ${tokens(update.characters)} tokens, ${update.requests} request`,
    );
    log(
      `whole field again (new source):                     ${whole.characters} characters ≈ ${tokens(whole.characters)} tokens, ${whole.requests} request`,
    );
    log(
      `update / whole: ${(update.characters / whole.characters).toFixed(2)}× the prompt; the answer is the whole field's translation either way.`,
    );
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
}
