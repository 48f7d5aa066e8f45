// A deterministic OpenAI-compatible Chat Completions server for the browser tests (started by playwright.config.ts).
// The answer depends on the prompt: "FAIL" → HTTP 500; "SLOW" → a stream that takes 20 s;
// `continue` → "and more clinics."; any other action → "Improved: <the prompt's first three words>".
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_AI_PORT ?? 4673);

function promptOf(messages) {
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  const marker = /(?:The text to work on|Text before the cursor):\n/g;
  let start = 0;
  for (let match = marker.exec(user); match; match = marker.exec(user)) start = match.index + match[0].length;
  return user.slice(start).trim();
}

function answerFor(messages) {
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  if (system.includes('Task: Continue the text')) return 'and more clinics.';
  return `Improved: ${promptOf(messages).split(/\s+/).slice(0, 3).join(' ')}`;
}

const chunk = (content) =>
  `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

async function handle(request, response) {
  let text = '';
  for await (const part of request) text += String(part);
  if (request.url === '/healthz') return response.writeHead(200).end('ok');
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return response.writeHead(404).end();
  const body = JSON.parse(text);
  const prompt = promptOf(body.messages);
  if (prompt.includes('FAIL')) {
    return response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } }));
  }
  const answer = answerFor(body.messages);
  if (!body.stream) {
    const completion = { id: 'fake', object: 'chat.completion', created: 0, model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }] };
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
  for (const piece of answer.match(/[\s\S]{1,6}/g) ?? []) response.write(chunk(piece));
  response.end('data: [DONE]\n\n');
}

createServer((request, response) => {
  handle(request, response).catch((error) => response.writeHead(400).end(String(error)));
}).listen(port, '127.0.0.1', () => console.log(`fake AI on ${port}`));
