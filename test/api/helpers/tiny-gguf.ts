import { writeFile } from 'node:fs/promises';

/**
 * A tiny but valid GGUF v3 model for node-llama-cpp: llama architecture, F32 random
 * weights, a vocabulary of byte tokens and letters, no chat template. It loads in
 * milliseconds and writes gibberish, so tests check the shape of its output, not the words.
 */
const EMBEDDING = 64;
const HEADS = 4;
const LAYERS = 2;
const FEED_FORWARD = 128;
const CONTEXT_LENGTH = 4096;

const SPECIAL_TOKENS = ['<unk>', '<s>', '</s>'];
const BYTE_TOKENS = Array.from({ length: 256 }, (_, byte) => `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const TOKENS = [...SPECIAL_TOKENS, ...BYTE_TOKENS, '▁', ...LETTERS];
// llama.cpp token types: 1 normal, 2 unknown, 3 control, 6 byte.
const TOKEN_TYPES = TOKENS.map((token, index) =>
  index === 0 ? 2 : index < SPECIAL_TOKENS.length ? 3 : index < SPECIAL_TOKENS.length + BYTE_TOKENS.length ? 6 : 1,
);
const FIRST_LETTER = TOKENS.indexOf('a');

// GGUF value types.
const UINT32 = 4;
const INT32 = 5;
const FLOAT32 = 6;
const STRING = 8;
const ARRAY = 9;
const GGML_F32 = 0;
const ALIGNMENT = 32;

const u32 = (value: number) => encoded(4, (buffer) => buffer.writeUInt32LE(value));
const i32 = (value: number) => encoded(4, (buffer) => buffer.writeInt32LE(value));
const f32 = (value: number) => encoded(4, (buffer) => buffer.writeFloatLE(value));
const u64 = (value: number) => encoded(8, (buffer) => buffer.writeBigUInt64LE(BigInt(value)));
const text = (value: string) => Buffer.concat([u64(Buffer.byteLength(value)), Buffer.from(value)]);

function encoded(size: number, write: (buffer: Buffer) => void): Buffer {
  const buffer = Buffer.alloc(size);
  write(buffer);
  return buffer;
}

type Metadata = Record<string, Buffer>;
const uint32 = (value: number) => Buffer.concat([u32(UINT32), u32(value)]);
const float32 = (value: number) => Buffer.concat([u32(FLOAT32), f32(value)]);
const string = (value: string) => Buffer.concat([u32(STRING), text(value)]);
const array = (type: number, items: Buffer[]) => Buffer.concat([u32(ARRAY), u32(type), u64(items.length), ...items]);

const METADATA: Metadata = {
  'general.architecture': string('llama'),
  'general.name': string('tiny-test'),
  'llama.context_length': uint32(CONTEXT_LENGTH),
  'llama.embedding_length': uint32(EMBEDDING),
  'llama.block_count': uint32(LAYERS),
  'llama.feed_forward_length': uint32(FEED_FORWARD),
  'llama.attention.head_count': uint32(HEADS),
  'llama.attention.head_count_kv': uint32(HEADS),
  'llama.rope.dimension_count': uint32(EMBEDDING / HEADS),
  'llama.attention.layer_norm_rms_epsilon': float32(1e-5),
  'tokenizer.ggml.model': string('llama'),
  'tokenizer.ggml.tokens': array(STRING, TOKENS.map(text)),
  'tokenizer.ggml.scores': array(
    FLOAT32,
    TOKENS.map((_, index) => f32(-index)),
  ),
  'tokenizer.ggml.token_type': array(INT32, TOKEN_TYPES.map(i32)),
  'tokenizer.ggml.unknown_token_id': uint32(0),
  'tokenizer.ggml.bos_token_id': uint32(1),
  'tokenizer.ggml.eos_token_id': uint32(2),
};

/** Deterministic noise (mulberry32), so every run writes the same model. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

interface Tensor {
  name: string;
  /** GGUF order: the contiguous (input) dimension first. */
  dims: number[];
  values: Float32Array;
}

function tensors(): Tensor[] {
  const noise = random(42);
  const filled = (name: string, dims: number[], value: (index: number) => number) => {
    const values = new Float32Array(dims.reduce((product, dim) => product * dim, 1));
    for (let index = 0; index < values.length; index += 1) values[index] = value(index);
    return { name, dims, values };
  };
  const ones = (name: string) => filled(name, [EMBEDDING], () => 1);
  const matrix = (name: string, inputs: number, outputs: number) => filled(name, [inputs, outputs], () => noise() * 0.5);
  const layers = Array.from({ length: LAYERS }, (_, layer) => [
    ones(`blk.${layer}.attn_norm.weight`),
    matrix(`blk.${layer}.attn_q.weight`, EMBEDDING, EMBEDDING),
    matrix(`blk.${layer}.attn_k.weight`, EMBEDDING, EMBEDDING),
    matrix(`blk.${layer}.attn_v.weight`, EMBEDDING, EMBEDDING),
    matrix(`blk.${layer}.attn_output.weight`, EMBEDDING, EMBEDDING),
    ones(`blk.${layer}.ffn_norm.weight`),
    matrix(`blk.${layer}.ffn_gate.weight`, EMBEDDING, FEED_FORWARD),
    matrix(`blk.${layer}.ffn_up.weight`, EMBEDDING, FEED_FORWARD),
    matrix(`blk.${layer}.ffn_down.weight`, FEED_FORWARD, EMBEDDING),
  ]).flat();
  // Only the letters get output weights: every other logit is 0 against theirs of several units,
  // so the model writes printable text and (almost) never ends early on the end-of-text token.
  const isLetter = (token: number) => token >= FIRST_LETTER && token < FIRST_LETTER + LETTERS.length;
  return [
    matrix('token_embd.weight', EMBEDDING, TOKENS.length),
    ...layers,
    ones('output_norm.weight'),
    filled('output.weight', [EMBEDDING, TOKENS.length], (index) => (isLetter(Math.floor(index / EMBEDDING)) ? noise() * 2 : 0)),
  ];
}

const padding = (length: number) => Buffer.alloc((ALIGNMENT - (length % ALIGNMENT)) % ALIGNMENT);

/** Writes the model (~0.5 MB) to `filePath`. */
export async function writeTinyGguf(filePath: string): Promise<void> {
  const all = tensors();
  const header = [Buffer.from('GGUF'), u32(3), u64(all.length), u64(Object.keys(METADATA).length)];
  const metadata = Object.entries(METADATA).flatMap(([key, value]) => [text(key), value]);
  const infos: Buffer[] = [];
  const data: Buffer[] = [];
  let offset = 0;
  for (const tensor of all) {
    infos.push(text(tensor.name), u32(tensor.dims.length), ...tensor.dims.map(u64), u32(GGML_F32), u64(offset));
    const bytes = Buffer.from(tensor.values.buffer);
    data.push(bytes, padding(bytes.length));
    offset += bytes.length + padding(bytes.length).length;
  }
  const head = Buffer.concat([...header, ...metadata, ...infos]);
  await writeFile(filePath, Buffer.concat([head, padding(head.length), ...data]));
}
