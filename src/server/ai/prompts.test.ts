import { describe, expect, it } from 'vitest';
import { aiRequestSchema, type AiRequestInput } from '../../shared/ai.js';
import { buildPrompt, fieldRule } from './prompts.js';

const startup = { name: 'Olive Labs', sector: 'fintech', stage: 'mvp', oneLiner: 'Farm-data loans for smallholders.' };
const prompt = (input: Partial<AiRequestInput>) =>
  buildPrompt(aiRequestSchema.parse({ prompt: 'we lend to farmers', action: 'improve', field_name: 'one_liner', ...input }), startup);

describe('buildPrompt', () => {
  it.each([
    ['one_liner', /one sentence of at most 12 words/i],
    ['mission', /one sentence/i],
    ['vision', /1–2 sentences about the future/],
    ['problem', /who has the problem, what the pain is, and what it costs/],
    ['solution', /how the product solves the problem and why now/],
    ['unique_value', /contrast the startup with the alternatives/i],
    ['highlights', /3–5 short bullet points/],
    ['biography', /third person, 60–120 words/i],
  ])('states the rule of the %s field', (field, rule) => {
    expect(prompt({ field_name: field }).system).toMatch(rule);
  });

  it('caps output per field, with a default for unknown fields', () => {
    expect(prompt({ field_name: 'one_liner' }).maxTokens).toBe(60);
    expect(prompt({ field_name: 'biography' }).maxTokens).toBe(260);
    expect(prompt({ field_name: 'notes' }).maxTokens).toBe(fieldRule('anything').maxTokens);
  });

  it('gives the startup as context and forbids invented numbers', () => {
    const { system } = prompt({});
    expect(system).toContain('Name: Olive Labs\nSector: fintech\nStage: mvp\nOne-liner: Farm-data loans for smallholders.');
    expect(system).toContain('Never invent numbers');
  });

  it('leaves out blank startup facts', () => {
    const { system } = buildPrompt(aiRequestSchema.parse({ prompt: 'x', action: 'improve' }), {
      name: 'Olive Labs',
      sector: '',
      stage: '',
      oneLiner: '',
    });
    expect(system).toContain('Name: Olive Labs');
    expect(system).not.toMatch(/Sector:|Stage:|One-liner:/);
  });

  it('sends the prompt alone when it is the whole field, and the field as context around a selection', () => {
    expect(prompt({ context: 'we lend to farmers' }).user).toBe('we lend to farmers');
    const selection = prompt({ prompt: 'lend', context: 'we lend to farmers' }).user;
    expect(selection).toBe('The whole field, for context:\nwe lend to farmers\n\nThe text to work on:\nlend');
    const continuation = prompt({ action: 'continue', prompt: 'we lend', context: 'we lend to farmers' }).user;
    expect(continuation).toMatch(/Text before the cursor:\nwe lend$/);
  });

  it('translates between Arabic and English without the field length rule', () => {
    const { system, maxTokens } = prompt({ action: 'translate' });
    expect(system).toMatch(/Arabic into English/);
    expect(system).not.toContain('at most 12 words');
    expect(maxTokens).toBeGreaterThanOrEqual(400);
  });

  it.each(['continue', 'improve', 'shorten', 'expand', 'fix_grammar', 'investor_tone'] as const)(
    'tells the model to %s in the language of the text',
    (action) => {
      expect(prompt({ action }).system).toContain('Answer in the language of the text you are given: Arabic text gets an Arabic answer');
    },
  );

  it('leaves the target language to the translate task alone, and sends the startup facts as stored', () => {
    const { system } = buildPrompt(aiRequestSchema.parse({ prompt: 'نقرض المزارعين', action: 'translate' }), {
      ...startup,
      name: 'زيتون',
      oneLiner: 'قروض للمزارعين',
    });
    expect(system).not.toContain('Answer in the language of the text');
    expect(system).toMatch(/Arabic into English, or any other language into Arabic/);
    expect(system).toContain('Name: زيتون');
    expect(system).toContain('One-liner: قروض للمزارعين');
  });
});
