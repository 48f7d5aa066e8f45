import { request as httpRequest } from 'node:http';
import type { Client, TestServer } from './server.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The parsed JSON body, or undefined. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no normalising of `..` or of percent-escapes (fetch would do both). */
  path: string;
  /** Header pairs in order; a name given twice goes out as two header lines. */
  headers?: [string, string][];
  /** A JSON value or a multipart form. */
  body?: unknown;
  form?: FormData;
  /** The cookies to send (default: none). */
  cookies?: Map<string, string>;
}

async function encodeBody({ body, form }: RawRequest): Promise<{ bytes?: Buffer; type?: string }> {
  if (form) {
    const encoded = new Response(form);
    return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? undefined };
  }
  if (body !== undefined) return { bytes: Buffer.from(JSON.stringify(body)), type: 'application/json' };
  return {};
}

/** One HTTP request on node:http, for what fetch cannot send: repeated headers, raw paths. */
export async function rawRequest(server: TestServer, request: RawRequest): Promise<RawResponse> {
  const { bytes, type } = await encodeBody(request);
  const url = new URL(server.baseUrl);
  // Given as a list, headers get no defaults from node:http: Host is ours to send (the test's, if it gives one).
  const givesHost = request.headers?.some(([name]) => name.toLowerCase() === 'host');
  const headers: string[] = givesHost ? [] : ['host', url.host];
  for (const [name, value] of request.headers ?? []) headers.push(name, value);
  if (type) headers.push('content-type', type);
  if (bytes) headers.push('content-length', String(bytes.length));
  if (request.cookies?.size) headers.push('cookie', [...request.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          let json: unknown;
          try {
            json = JSON.parse(body.toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

/** The client's cookies, so a raw request rides on its session. */
export const cookiesOf = (client: Client) => new Map(client.cookies);
