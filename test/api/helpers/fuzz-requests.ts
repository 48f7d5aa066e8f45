import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import { COUNTRY_CODES, PHONE_COUNTRIES, STARTUP_LOCATION_COUNTRIES } from '../../../src/shared/countries.js';
import { toStorableText } from '../../../src/server/http/nul-characters.js';
import { emailAddress, PROTOTYPE_KEYS, schemaArbitrary, toJsonText, withOwnKey, type FieldHints } from './zod-arbitrary.js';

/** One generated request body: the exact bytes and content type sent. */
export class HttpCase {
  constructor(
    readonly kind: string,
    readonly body: Buffer,
    readonly contentType: string | undefined,
    /** The body as the server's JSON parser will hand it to the route, when it is clean JSON (no prototype keys, under the limit). */
    readonly parsedJson?: unknown,
  ) {}

  /** How fast-check prints a counterexample: short, since bodies reach 1 MB. */
  [fc.toStringMethod](): string {
    const text = this.body.toString('utf8');
    const preview = text.length > 300 ? `${text.slice(0, 300)}… (${this.body.length} bytes)` : text;
    return `${this.kind} [${this.contentType ?? 'no content type'}] ${JSON.stringify(preview)}`;
  }
}

const JSON_TYPE = 'application/json';
/** Fastify's default bodyLimit, which the app keeps. */
export const BODY_LIMIT = 1024 * 1024;
/** Bytes that are not UTF-8: a stray continuation, an overlong '/', a CESU-8 surrogate, a cut 3-byte sequence. */
const INVALID_UTF8 = [Buffer.from([0xff, 0xfe]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xe2, 0x82])];
const BYTES_MARKER = '@@INVALID_UTF8@@';

const isoDate = fc
  .date({ min: new Date('1890-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const countryCode = fc.oneof(fc.constantFrom(...COUNTRY_CODES), fc.constantFrom('jo', ' SA ', 'XX', 'EU', 'UK'));
const amount = fc.oneof(
  fc.nat(),
  fc.bigInt({ min: 0n, max: 10n ** 14n }).map(String),
  fc.constantFrom('0.5', '10.25', '1.005', '-0', '-1', '00012', '.5', '5.'),
);
const webUrl = fc.oneof(fc.webUrl(), fc.domain());
const phoneRows = fc.array(
  fc.oneof(
    fc
      .record({ number: fc.stringMatching(/^[0-9]{7,12}$/), phone: fc.constantFrom(...PHONE_COUNTRIES) })
      .map(({ number, phone }) => ({ number, code: phone.code, country: phone.country })),
    fc.constant({ number: '', code: '+962', country: 'JO' }),
  ),
  { maxLength: 3 },
);

/** Domain values for the contract's field names, so many generated bodies are valid and reach the database. */
export const FIELD_HINTS: FieldHints = {
  birth_date: isoDate,
  incorporation_date: isoDate,
  program_start_date: isoDate,
  nationality: countryCode,
  country_of_residence: countryCode,
  country_of_incorporation: countryCode,
  country: countryCode,
  startup_locations: fc.array(fc.oneof(fc.constantFrom(...STARTUP_LOCATION_COUNTRIES), countryCode), { maxLength: 6 }),
  phones: phoneRows,
  whatsapps: phoneRows,
  code: fc.constantFrom('+962', '962', '00962', '+1', '+44', '+999', '+', 'abc'),
  number: fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{7,20}$/), fc.nat()),
  value: emailAddress,
  linkedin: fc.oneof(
    { weight: 3, arbitrary: fc.webPath().map((path) => `https://www.linkedin.com/in${path}`) },
    { weight: 1, arbitrary: webUrl },
  ),
  linkedin_url: fc.oneof({ weight: 3, arbitrary: fc.webPath().map((path) => `linkedin.com/in${path}`) }, { weight: 1, arbitrary: webUrl }),
  website: webUrl,
  video_url: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{11}$/).map((id) => `https://www.youtube.com/watch?v=${id}`),
    fc.nat().map((id) => `https://vimeo.com/${id}`),
    webUrl,
  ),
  currency: fc.constantFrom('USD', 'jod', 'SAR', 'XXX', 'ZZZ', 'US'),
  required_amount: amount,
  min_ticket_size: amount,
  max_ticket_size: amount,
  biography: fc.constantFrom('<p>Hi <strong>there</strong></p>', '<p><a href="javascript:alert(1)">x</a></p>', '<script>alert(1)</script>'),
};

export interface JsonCaseWeights {
  /** Bodies shaped by the schema. */
  valid: number;
  /** Shaped bodies with hostile fields, missing and extra keys. */
  hostile: number;
  /** Whole documents that are no form at all: scalars, deep nesting, prototype keys. */
  document: number;
  /** Bytes that are not clean JSON: invalid UTF-8, truncated text, wrong content types. */
  raw: number;
}

const DEFAULT_WEIGHTS: JsonCaseWeights = { valid: 3, hostile: 5, document: 2, raw: 2 };

/** True when secure-json-parse (Fastify's JSON parser) refuses the value: a `__proto__` key, or `constructor.prototype`. */
function hasPrototypeKeys(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 400) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const constructorValue = (value as Record<string, unknown>).constructor;
  if (
    Object.hasOwn(value, 'constructor') &&
    constructorValue !== null &&
    typeof constructorValue === 'object' &&
    Object.hasOwn(constructorValue, 'prototype')
  )
    return true;
  return Object.values(value).some((item) => hasPrototypeKeys(item, depth + 1));
}

/** What the route receives for this JSON text, or undefined when the server refuses it before the route (too deep). */
function asRouteReceives(text: string): unknown {
  try {
    return toStorableText(JSON.parse(text));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) return undefined;
    throw error;
  }
}

/** A JSON body for `value`; it carries `parsedJson` when the server will hand exactly that to the route. */
export function jsonCase(kind: string, value: unknown): HttpCase {
  const text = toJsonText(value);
  const body = Buffer.from(text, 'utf8');
  const isClean = body.length <= BODY_LIMIT && !hasPrototypeKeys(value);
  return new HttpCase(kind, body, JSON_TYPE, isClean ? asRouteReceives(text) : undefined);
}

const deepDocument = fc.oneof(
  fc
    .constantFrom(10_000, 100_000, 500_000)
    .map((depth) => new HttpCase(`${depth} nested arrays`, Buffer.from('['.repeat(depth) + ']'.repeat(depth)), JSON_TYPE)),
  fc
    .constantFrom(10_000, 100_000)
    .map((depth) => new HttpCase(`${depth} nested objects`, Buffer.from('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)), JSON_TYPE)),
  fc
    .constantFrom('first_name', 'emails', 'prompt', 'video_url')
    .map(
      (field) =>
        new HttpCase('10 000 nested arrays as a field', Buffer.from(`{"${field}":${'['.repeat(10_000)}${']'.repeat(10_000)}}`), JSON_TYPE),
    ),
  fc.constant(new HttpCase('over the body limit', Buffer.from(`{"a":"${'x'.repeat(BODY_LIMIT)}"}`), JSON_TYPE)),
);

function documentCases(schema: z.core.$ZodType, hints: FieldHints): fc.Arbitrary<HttpCase> {
  const form = schemaArbitrary(schema, { hints }).filter((value) => value !== null && typeof value === 'object');
  return fc.oneof(
    fc.constantFrom(null, 0, -1, 'text', true, [], [{}], '', 1e308).map((value) => jsonCase('a scalar or list document', value)),
    form.map((value) => jsonCase('the form inside a list', [value])),
    fc
      .tuple(form, fc.constantFrom(...PROTOTYPE_KEYS))
      .map(([value, key]) => jsonCase(`a top-level ${key} key`, withOwnKey({ ...(value as object) }, key, { polluted: true }))),
    form.map((value) => new HttpCase('duplicate keys', Buffer.from(toJsonText(value).replace(/^\{/, '{"a":1,"a":[],')), JSON_TYPE)),
    deepDocument,
  );
}

function rawCases(schema: z.core.$ZodType, hints: FieldHints): fc.Arbitrary<HttpCase> {
  const formText = schemaArbitrary(schema, { hints }).map(toJsonText);
  const withMarker = schemaArbitrary(schema, { hints }).map((value) => {
    const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
    const [key = 'field'] = entries.map(([name]) => name);
    return toJsonText({ ...(value as object), [key]: `a${BYTES_MARKER}b` });
  });
  return fc.oneof(
    fc.tuple(withMarker, fc.constantFrom(...INVALID_UTF8)).map(([text, bytes]) => {
      const [before = '', after = ''] = text.split(BYTES_MARKER);
      return new HttpCase('invalid UTF-8 inside a string', Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]), JSON_TYPE);
    }),
    fc
      .tuple(formText, fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([text, cut]) => new HttpCase('truncated JSON', Buffer.from(text.slice(0, Math.floor(text.length * cut))), JSON_TYPE)),
    formText.map(
      (text) =>
        new HttpCase('a UTF-8 byte order mark first', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), JSON_TYPE),
    ),
    formText.map((text) => new HttpCase('trailing garbage', Buffer.from(`${text}}]garbage`), JSON_TYPE)),
    formText.map((text) => new HttpCase('UTF-16 text', Buffer.from(text, 'utf16le'), 'application/json; charset=utf-16')),
    fc
      .tuple(
        formText,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json-patch+json',
          'application/json; charset=latin1',
          '',
        ),
      )
      .map(([text, type]) => new HttpCase('another content type', Buffer.from(text), type)),
    formText.map((text) => new HttpCase('no content type', Buffer.from(text), undefined)),
    fc
      .constantFrom('', ' ', 'null', '"', '{', '[1,]', '{"a":1,}', '/* comment */ {}', 'NaN', '\u0000')
      .map((text) => new HttpCase('a malformed document', Buffer.from(text), JSON_TYPE)),
  );
}

export interface JsonCaseOptions {
  hints?: FieldHints;
  weights?: Partial<JsonCaseWeights>;
  /** In the hostile forms, about one field in this many is hostile (default 5). */
  hostileOneIn?: number;
}

/** Request bodies for a JSON route, generated from the route's shared schema. */
export function jsonCases(schema: z.core.$ZodType, options: JsonCaseOptions = {}): fc.Arbitrary<HttpCase> {
  const hints = options.hints ?? FIELD_HINTS;
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const hostileOneIn = options.hostileOneIn ?? 5;
  return fc.oneof(
    { weight: weights.valid, arbitrary: schemaArbitrary(schema, { hints }).map((value) => jsonCase('a schema-shaped form', value)) },
    {
      weight: weights.hostile,
      arbitrary: schemaArbitrary(schema, { hints, hostileOneIn }).map((value) => jsonCase('a form with hostile fields', value)),
    },
    { weight: weights.document, arbitrary: documentCases(schema, hints) },
    { weight: weights.raw, arbitrary: rawCases(schema, hints) },
  );
}

/** One multipart part: a text field, or a file when it has a file name. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body written byte by byte, so it can also be written wrong. */
export function encodeMultipart(parts: FormPart[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`;
    return [Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** A generated form's fields as text parts: lists repeat the field, objects go as JSON text, null and undefined are left out. */
function toTextParts(form: unknown): FormPart[] {
  if (form === null || typeof form !== 'object' || Array.isArray(form)) return [];
  return Object.entries(form).flatMap(([name, value]): FormPart[] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value.map((item) => ({ name, value: typeof item === 'string' ? item : toJsonText(item) }));
    return [{ name, value: typeof value === 'string' ? value : toJsonText(value) }];
  });
}

const hostilePart: fc.Arbitrary<FormPart[]> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS).map((name): FormPart[] => [{ name, value: 'polluted' }]),
  fc
    .constantFrom('', 'a"b', 'line\r\nX-Injected: 1', 'x'.repeat(1000), 'first_name[]', 'emails.0.value')
    .map((name): FormPart[] => [{ name, value: 'x' }]),
  fc.constantFrom('first_name', 'title', 'brief', 'file_name').chain((name): fc.Arbitrary<FormPart[]> =>
    fc.oneof(
      fc.constantFrom(...INVALID_UTF8).map((bytes): FormPart[] => [{ name, value: Buffer.concat([Buffer.from('a'), bytes]) }]),
      fc.constant<FormPart[]>([{ name, value: 'x'.repeat(300 * 1024) }]),
      fc.constant<FormPart[]>([{ name, value: 'Omar', filename: 'name.txt', type: 'text/plain' }]),
      fc.constant<FormPart[]>([{ name, value: 'Omar', type: 'application/json; charset=utf-16' }]),
    ),
  ),
  fc.constant<FormPart[]>(Array.from({ length: 25 }, (_, index) => ({ name: `field${index}`, value: 'x' }))),
  fc.constant<FormPart[]>([{ name: 'unexpected', value: Buffer.from('%PDF-1.4'), filename: '../../etc/passwd', type: 'application/pdf' }]),
);

type Damage = 'none' | 'truncated' | 'unterminated' | 'boundary mismatch' | 'no boundary' | 'no final CRLF';
const damage = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Damage>('none') },
  { weight: 2, arbitrary: fc.constantFrom<Damage>('truncated', 'unterminated', 'boundary mismatch', 'no boundary', 'no final CRLF') },
);

function multipartCase(parts: FormPart[], harm: Damage, cut: number): HttpCase {
  const boundary = `----fuzz${randomUUID()}`;
  let body = encodeMultipart(parts, boundary);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  if (harm === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
  if (harm === 'unterminated') body = body.subarray(0, body.length - `--${boundary}--\r\n`.length);
  if (harm === 'no final CRLF') body = body.subarray(0, body.length - 2);
  if (harm === 'boundary mismatch') contentType = `multipart/form-data; boundary=${boundary}x`;
  if (harm === 'no boundary') contentType = 'multipart/form-data';
  return new HttpCase(`multipart (${harm})`, body, contentType);
}

export interface MultipartCaseOptions {
  /** The shared schema of the form's text fields. */
  schema: z.core.$ZodType;
  /** The file parts this form may carry (undefined: none). */
  files: fc.Arbitrary<FormPart | undefined>;
  /** Parts every form of this route starts with, such as `_method=PUT`. */
  leadingParts?: fc.Arbitrary<FormPart[]>;
}

/** Request bodies for a multipart route: schema-shaped and hostile fields, files good and bad, bodies cut or mislabelled, and JSON. */
export function multipartCases({ schema, files, leadingParts = fc.constant([]) }: MultipartCaseOptions): fc.Arbitrary<HttpCase> {
  const fields = fc.oneof(
    schemaArbitrary(schema, { hints: FIELD_HINTS }),
    schemaArbitrary(schema, { hints: FIELD_HINTS, hostileOneIn: 5 }),
  );
  const form = fc
    .record({
      leading: leadingParts,
      fields,
      file: files,
      extras: fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 2, arbitrary: fc.array(hostilePart, { minLength: 1, maxLength: 2 }) },
      ),
      harm: damage,
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ leading, fields: values, file, extras, harm, cut }) =>
      multipartCase([...leading, ...toTextParts(values), ...(file ? [file] : []), ...extras.flat()], harm, cut),
    );
  return fc.oneof({ weight: 5, arbitrary: form }, { weight: 1, arbitrary: jsonCases(schema, { weights: { raw: 1 } }) });
}

const hostileFileName = fc.constantFrom(
  '../../etc/passwd',
  'a\u0000.png',
  '"; evil=".png',
  'x'.repeat(1000),
  '\u202egnp.exe',
  'CON',
  '',
  'deck.pdf\r\nX-Injected: 1',
);

/** The file part of an upload form: none, a good file, or a broken, mislabelled, misplaced or empty one. */
export function fileParts(field: string, goodFiles: FormPart[]): fc.Arbitrary<FormPart | undefined> {
  const good = fc.constantFrom(...goodFiles);
  const cut = fc.double({ min: 0, max: 1, noNaN: true });
  const hostile = fc.oneof(
    fc
      .uint8Array({ maxLength: 4096 })
      .map((bytes) => ({ name: field, value: Buffer.from(bytes), filename: 'upload.pdf', type: 'application/pdf' })),
    fc.tuple(good, cut).map(([part, at]) => ({ ...part, value: Buffer.from(part.value).subarray(0, Math.floor(part.value.length * at)) })),
    fc.constant({ name: field, value: Buffer.alloc(0), filename: '', type: 'application/octet-stream' }),
    fc.constant({
      name: field,
      value: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'deck.pdf',
      type: 'application/pdf',
    }),
    good.map((part) => ({ ...part, name: `${field}_other` })),
    fc.tuple(good, hostileFileName).map(([part, filename]) => ({ ...part, filename })),
  );
  return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: good }, { weight: 3, arbitrary: hostile });
}
