import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const compressors = {
  // Quality 5: a logged-in dashboard's ~64 KB page becomes ~10 KB in ~1 ms, off the event loop (zlib's thread pool).
  // The top quality saves another KB for ~50 ms.
  br: (html: Buffer) => brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzip: promisify(gzip),
};
type PageEncoding = keyof typeof compressors;

/** Smaller pages gain less than their encoding's own bytes and a round trip through the thread pool. */
const MIN_BYTES = 1024;

/** Brotli when the browser accepts it, then gzip; none for `identity`, a `q=0` or no header. */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').flatMap((part) => {
      const [name = '', ...parameters] = part
        .toLowerCase()
        .split(';')
        .map((piece) => piece.trim());
      return parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter)) ? [] : [name];
    }),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Sends an HTML page the server made for this request, compressed as the browser accepts (static assets have
 * their twins from the build instead: scripts/compress-assets.mjs). On a phone's line a page is most of what the
 * first paint waits for. docs/decisions.md says why a founder's page may be compressed although it holds their
 * CSRF token (BREACH).
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const body = Buffer.from(html);
  const encoding = body.length >= MIN_BYTES ? pageEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressors[encoding](body));
}
