import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/errors.js';
import { toStorableText } from '../http/nul-characters.js';
import { SERVER_MESSAGES } from '../http/server-messages.js';
import type { StartupQuota } from '../startup-quota/service.js';
import type { FileStorage } from '../storage/storage.js';

/** What a route module that takes uploads is built from. */
export interface UploadRouteDeps {
  db: Db;
  storage: FileStorage;
  /** Where uploads wait on local disk while they are checked. */
  spoolDir: string;
  quota: StartupQuota;
}

/** The one file a form may carry, spooled to local disk so it can be checked before it is stored. */
export interface UploadedFile {
  path: string;
  size: number;
}

export interface MultipartForm {
  fields: Record<string, unknown>;
  file?: UploadedFile;
  /** Removes the spooled file; call it in `finally`. */
  dispose(): Promise<void>;
}

export interface FileFieldRules {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Reads a multipart form with this route's limits: text fields, plus the file of
 * `rules.field` (other file parts are discarded). An empty file counts as no file.
 * A JSON body is read as fields only.
 */
export async function readMultipartForm(request: FastifyRequest, spoolDir: string, rules: FileFieldRules): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === 'object' && body !== null ? { ...body } : {}, dispose: async () => undefined };
  }
  const fields: Record<string, unknown> = {};
  const form: MultipartForm = { fields, dispose: async () => undefined };
  const tooLarge = new HttpError(413, rules.tooLargeMessage, { [rules.field]: [rules.tooLargeMessage] });
  try {
    const parts = request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 20, parts: 21, fieldSize: 256 * 1024 } });
    for await (const part of parts) {
      // Made storable (no U+0000, no lone surrogate) here as the JSON filter does for JSON bodies.
      if (part.type === 'field') fields[part.fieldname] = toStorableText((part as MultipartValue).value);
      else if (part.fieldname !== rules.field) await pipeline(part.file, discard());
      else form.file = await spool(part, spoolDir, form);
      if (part.type === 'file' && part.file.truncated) throw tooLarge;
    }
    // An unchosen file input arrives as an empty part: the same as no file.
    if (form.file?.size === 0) form.file = undefined;
    return form;
  } catch (error) {
    await form.dispose();
    throw toClientError(error, tooLarge);
  }
}

/** Limits and malformed bodies are the client's doing (4xx); anything else stays a server fault. */
function toClientError(error: unknown, tooLarge: HttpError): unknown {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
  if (code && LIMIT_CODES.has(code)) return new HttpError(413, SERVER_MESSAGES.tooManyParts);
  // A field labelled application/json that is not JSON: the plugin says 406, but nothing about Accept is wrong.
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new HttpError(400, SERVER_MESSAGES.unreadableUpload);
  // busboy reports a malformed body as a plain Error; file-system failures carry a code.
  if (error instanceof Error && code === undefined && statusCode === undefined) return new HttpError(400, SERVER_MESSAGES.unreadableUpload);
  return error;
}

async function spool(part: MultipartFile, spoolDir: string, form: MultipartForm): Promise<UploadedFile> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const file = path.join(spoolDir, randomUUID());
  form.dispose = () => rm(file, { force: true });
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await pipeline(part.file, output);
  return { path: file, size: output.bytesWritten };
}
