/** One server-sent event: its name (`message` when unnamed) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

function parseEvent(block: string): SseEvent {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  return { event, data };
}

/** The events of a `text/event-stream` body as they arrive (fetch + ReadableStream: EventSource cannot POST). */
export async function* readSse(body: NonNullable<Response['body']>): AsyncGenerator<SseEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.trim() !== '') yield parseEvent(block);
    }
  }
}
