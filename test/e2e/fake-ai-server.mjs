// A deterministic OpenAI-compatible Chat Completions server for the browser tests (started by playwright.config.ts)
// and the AI benchmark. The answer depends on the prompt: "FAIL" → HTTP 500; "SLOW" → a stream that takes 20 s;
// "EMPTY" → no text; "NUMBERS" → a sentence with figures; `continue` → "and more clinics."; "SAME" → the prompt as it is;
// "TRACKED" → the prompt with known words swapped (REWORDED below: "cheap" → "affordable", …; the tracked-changes tests);
// any other action → "Improved: <the prompt's first three words>". A structured request (`response_format.type ===
// "json_schema"`) gets the canned answer of application-draft-answers.mjs for an application question, of
// translation-answers.mjs for a text of the profile to translate, else of deck-draft-answers.mjs, whose quotes are in the test's decks.
// FAKE_AI_TOKEN_DELAY_MS (default 0) spaces the streamed chunks like a model generating, and delays a whole answer by as much;
// FAKE_AI_FIRST_TOKEN_DELAY_MS (default 0) comes before the first chunk or the whole answer, like a model reading its prompt.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationAnswer } from './application-draft-answers.mjs';
import { deckDraftAnswer } from './deck-draft-answers.mjs';
import { translationAnswer } from './translation-answers.mjs';

const port = Number(process.env.FAKE_AI_PORT ?? 4673);
const tokenDelayMs = Number(process.env.FAKE_AI_TOKEN_DELAY_MS ?? 0);
const firstTokenDelayMs = Number(process.env.FAKE_AI_FIRST_TOKEN_DELAY_MS ?? 0);
/** Chat completions asked for so far (GET /requests): the benchmarks count a feature's requests with it. */
let requestsAnswered = 0;
/** Characters of the system and user messages received so far (GET /prompt-characters): what the translation bench counts. */
let promptCharacters = 0;

function promptOf(messages) {
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  const marker = /(?:The text to work on|Text before the cursor):\n/g;
  let start = 0;
  for (let match = marker.exec(user); match; match = marker.exec(user)) start = match.index + match[0].length;
  return user.slice(start).trim();
}

/** The "TRACKED" rewrite: these words (whole words, as written) become these, the rest of the text stays. */
const REWORDED = {
  cheap: 'affordable',
  slow: 'fast',
  villages: 'towns',
  متنقلة: 'حديثة',
  النائية: 'البعيدة',
};

function reworded(text) {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => REWORDED[word] ?? word);
}

function answerFor({ messages, response_format: format }) {
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  if (format?.json_schema?.name === 'application_answer') return applicationAnswer(user);
  if (format?.json_schema?.name === 'profile_translation')
    return translationAnswer(messages.find((message) => message.role === 'system')?.content ?? '', user);
  if (format?.type === 'json_schema') return deckDraftAnswer(format.json_schema?.schema, user);
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const prompt = promptOf(messages);
  if (prompt.includes('EMPTY')) return '';
  if (prompt.includes('NUMBERS')) return 'Mobile clinics cut travel costs by 40% for 2,000 families in 12 villages.';
  if (prompt.includes('SAME')) return prompt;
  if (prompt.includes('TRACKED')) return reworded(prompt) + (prompt.includes('FIGURE') ? ' We serve 3,000 patients.' : '');
  if (system.includes('Task: Continue the text')) return 'and more clinics.';
  return `Improved: ${promptOf(messages).split(/\s+/).slice(0, 3).join(' ')}`;
}

const chunk = (content) =>
  `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

async function handle(request, response) {
  let text = '';
  for await (const part of request) text += String(part);
  if (request.url === '/healthz') return response.writeHead(200).end('ok');
  if (request.url === '/requests') return response.writeHead(200, { 'content-type': 'application/json' }).end(String(requestsAnswered));
  if (request.url === '/prompt-characters')
    return response.writeHead(200, { 'content-type': 'application/json' }).end(String(promptCharacters));
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return response.writeHead(404).end();
  requestsAnswered += 1;
  const body = JSON.parse(text);
  for (const message of body.messages) promptCharacters += message.content.length;
  const prompt = promptOf(body.messages);
  if (prompt.includes('FAIL')) {
    return response
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } }));
  }
  const answer = answerFor(body);
  const pieces = answer.match(/[\s\S]{1,6}/g) ?? [];
  if (firstTokenDelayMs > 0) await sleep(firstTokenDelayMs);
  if (!body.stream) {
    if (tokenDelayMs > 0) await sleep(tokenDelayMs * pieces.length);
    const completion = {
      id: 'fake',
      object: 'chat.completion',
      created: 0,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
    };
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  if (prompt.includes('SLOW')) {
    let sent = 0;
    const timer = setInterval(() => {
      response.write(chunk(`word${sent} `));
      sent += 1;
      if (sent === 200) {
        clearInterval(timer);
        response.end('data: [DONE]\n\n');
      }
    }, 100);
    response.on('close', () => clearInterval(timer));
    return;
  }
  for (const piece of pieces) {
    if (tokenDelayMs > 0) await sleep(tokenDelayMs);
    if (response.destroyed) return;
    response.write(chunk(piece));
  }
  response.end('data: [DONE]\n\n');
}

createServer((request, response) => {
  handle(request, response).catch((error) => response.writeHead(400).end(String(error)));
}).listen(port, '127.0.0.1', () => console.log(`fake AI on ${port}`));
