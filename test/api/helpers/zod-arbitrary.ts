import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read from a zod 4 schema's definition (objects, arrays, unions,
 * enums, literals, strings with their length and format checks), so the fuzz cases
 * follow the very schemas the server validates with — mixed, when asked, with hostile values.
 */

type Schema = z.core.$ZodType;

/** A JSON token sent verbatim (numbers JavaScript cannot hold, like 1e309). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Domain values zod cannot describe (a country code is just a string to it), by field name. */
export type FieldHints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

export interface SchemaArbitraryOptions {
  hints?: FieldHints;
  /** Replace about one node in `hostileOneIn` by a hostile value, and let objects lose and gain keys. 0: never. */
  hostileOneIn?: number;
}

interface Context {
  hints: FieldHints;
  hostileOneIn: number;
}

/** A 1 MB string, just under the body limit once it sits in a JSON document. */
const MEGABYTE_TEXT = 'x'.repeat(1_000_000);
const HALF_MEGABYTE_ARABIC = 'ع'.repeat(500_000);

/** An object with an own key that JavaScript would otherwise treat as the prototype. */
export function withOwnKey(target: object, key: string, value: unknown): object {
  return Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** `depth` arrays inside each other: `[[[…]]]`. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const prototypePoison = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => withOwnKey({}, key, { isAdmin: true, polluted: 'yes' })),
  fc.constant({ constructor: { prototype: { polluted: 'yes' } } }),
);

/** Text that has broken parsers and databases before: NUL, lone surrogates, bidi overrides, markup, SQL. */
export const TRICKY_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\u202eevil.pdf',
  '\ufeffBOM',
  '\uffff',
  'مرحبا بالعالم',
  '👩🏽‍💻',
  'Ω≈ç√∫',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"\'`\\',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '%s%n',
  '{{7*7}}',
  '${7*7}',
  'null',
  'undefined',
];

/** Values of the wrong type, size or meaning for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 0.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '-1e-400', '0x1F', '١٢٣', '1,000', '+5', '--1', '9'.repeat(40)),
  fc.constantFrom('1e309', '-1e309', '1e-400', '123456789012345678901234567890.123', '-0').map((text) => new RawJson(text)),
  fc.constantFrom(...TRICKY_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1, maxKeys: 2 }),
  prototypePoison,
  fc.integer({ min: 10, max: 300 }).map(nestedArrays),
  fc.constantFrom(MEGABYTE_TEXT, HALF_MEGABYTE_ARABIC),
);

/** Keys a form never sends: prototype names, ids a client must not choose, blanks. */
const extraKey = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty', '', ' ', 'id', 'user_id', 'startup_id', 'isYou', 'success'),
  fc.string({ maxLength: 12 }),
);

/** Addresses as people type them, and now and then one of RFC 5322's exotic ones (which zod's email check refuses). */
export const emailAddress: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/), fc.domain())
      .map(([local, domain]) => `${local}@${domain}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

/** Values shaped by `schema`; with `hostileOneIn`, sometimes not. */
export function schemaArbitrary(schema: Schema, options: SchemaArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return node(schema, { hints: options.hints ?? {}, hostileOneIn: options.hostileOneIn ?? 0 });
}

function node(schema: Schema, context: Context, field?: string): fc.Arbitrary<unknown> {
  const shaped = shape(schema, context);
  const hint = field === undefined ? undefined : context.hints[field];
  const value = hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: shaped }) : shaped;
  if (context.hostileOneIn === 0) return value;
  return fc.oneof({ weight: context.hostileOneIn - 1, arbitrary: value }, { weight: 1, arbitrary: hostileValue });
}

function shape(schema: Schema, context: Context): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return objectShape(def as z.core.$ZodObjectDef, context);
    case 'array': {
      const { element, checks } = def as z.core.$ZodArrayDef;
      const { min, max } = lengthLimits(checks);
      return fc.array(node(element, context), { minLength: min, maxLength: Math.min(max ?? 5, min + 5) });
    }
    case 'string':
      return stringShape(def as z.core.$ZodStringDef & { format?: string }, context);
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values((def as z.core.$ZodEnumDef).entries));
    case 'literal':
      return fc.constantFrom(...(def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'union':
      return fc.oneof(...(def as z.core.$ZodUnionDef).options.map((option) => node(option, context)));
    case 'optional':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: shape((def as z.core.$ZodOptionalDef).innerType, context) },
      );
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: shape((def as z.core.$ZodNullableDef).innerType, context) },
      );
    case 'pipe': {
      // `.transform()` is a pipe into a transform: its input is what the client sends. Otherwise the output side is the stricter one.
      const { in: input, out } = def as z.core.$ZodPipeDef;
      return shape(out._zod.def.type === 'transform' ? input : out, context);
    }
    case 'default':
    case 'readonly':
      return shape((def as z.core.$ZodDefaultDef).innerType, context);
    default:
      return hostileValue;
  }
}

function objectShape({ shape: fields }: z.core.$ZodObjectDef, context: Context): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(fields)) model[key] = node(field, context, key);
  const complete = fc.record(model);
  if (context.hostileOneIn === 0) return complete;
  const extras = fc.array(fc.tuple(extraKey, fc.oneof(hostileValue, fc.string())), { maxLength: 2 });
  return fc
    .tuple(complete, fc.subarray(Object.keys(fields), { maxLength: Math.min(2, Object.keys(fields).length) }), extras)
    .map(([record, missing, added]) => {
      const result: Record<string, unknown> = { ...record };
      for (const key of missing) delete result[key];
      for (const [key, value] of added) withOwnKey(result, key, value);
      return result;
    });
}

function lengthLimits(checks: z.core.$ZodCheck[] | undefined): { min: number; max?: number; format?: string } {
  let min = 0;
  let max: number | undefined;
  let format: string | undefined;
  for (const check of checks ?? []) {
    const checkDef = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number; format?: string };
    if (checkDef.check === 'min_length') min = Math.max(min, checkDef.minimum ?? 0);
    if (checkDef.check === 'max_length') max = Math.min(max ?? Infinity, checkDef.maximum ?? Infinity);
    if (checkDef.check === 'length_equals') min = max = checkDef.length ?? 0;
    if (checkDef.check === 'string_format') format = checkDef.format;
  }
  return { min, max, format };
}

function stringShape(def: z.core.$ZodStringDef & { format?: string }, context: Context): fc.Arbitrary<string> {
  const { min, max, format } = lengthLimits(def.checks);
  const fits = (text: string) => text.length >= min && (max === undefined || text.length <= max);
  if ((def.format ?? format) === 'email') return emailAddress.filter(fits);
  const longest = Math.max(min, Math.min(max ?? 60, 60));
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: longest }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: longest }),
    fc.constantFrom(...TRICKY_TEXT.filter(fits), 'a'.repeat(Math.max(min, 1))),
  ];
  // One character past the limit: the boundary a validator most often gets wrong.
  if (context.hostileOneIn > 0 && max !== undefined) options.push(fc.constant('a'.repeat(max + 1)));
  return fc.oneof(...options);
}

/** JSON text for a value that may hold RawJson tokens and own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
