import type { AiAction, AiRequest } from '../../shared/ai.js';

/** What the model knows about the startup beyond the field being written. */
export interface StartupContext {
  name: string;
  sector: string;
  stage: string;
  oneLiner: string;
}

interface FieldRule {
  label: string;
  rule: string;
  maxTokens: number;
}

const FIELD_RULES: Record<string, FieldRule> = {
  one_liner: { label: 'one-liner', rule: 'One sentence of at most 12 words that says what the startup does and for whom.', maxTokens: 60 },
  mission: { label: 'mission statement', rule: 'One sentence: what the startup does, for whom, and why it matters.', maxTokens: 120 },
  vision: { label: 'vision', rule: '1–2 sentences about the future the startup is building toward.', maxTokens: 160 },
  problem: { label: 'problem statement', rule: 'Say who has the problem, what the pain is, and what it costs them.', maxTokens: 350 },
  solution: { label: 'solution', rule: 'Say how the product solves the problem and why now is the right time.', maxTokens: 350 },
  unique_value: {
    label: 'unique value proposition',
    rule: 'Contrast the startup with the alternatives customers use today and say why it is better.',
    maxTokens: 300,
  },
  highlights: { label: 'highlights', rule: '3–5 short bullet points, one line each, starting with "- ".', maxTokens: 250 },
  biography: {
    label: 'founder biography',
    rule: 'Third person, 60–120 words: role, relevant experience, what they bring.',
    maxTokens: 260,
  },
  brief: { label: 'co-founder brief', rule: 'Third person, 2–3 sentences: role, relevant experience, what they bring.', maxTokens: 200 },
  description: { label: 'startup description', rule: 'A short paragraph: what the startup does, for whom, and how.', maxTokens: 400 },
};

const DEFAULT_RULE: FieldRule = { label: 'text', rule: 'Keep it concise, concrete and easy to read.', maxTokens: 400 };

const ACTION_TASKS: Record<AiAction, string> = {
  continue: 'Continue the text from where it stops. Return only the new words that follow, not the text already written.',
  improve: 'Rewrite the text to be clearer, more specific and more compelling, keeping its meaning.',
  shorten: 'Rewrite the text to be noticeably shorter, keeping the key points.',
  expand: 'Expand the text with more useful detail, staying faithful to what it says.',
  fix_grammar: 'Fix spelling, grammar and punctuation only. Change nothing else.',
  investor_tone: 'Rewrite the text in a confident, concise tone suited to investors.',
  translate: 'Translate the text: Arabic into English, or any other language into Arabic. Keep the meaning and formatting.',
};

// Founders write in Arabic or English (DESIGN §6); the startup facts come as stored, in either.
const LANGUAGE_RULE =
  'Answer in the language of the text you are given: Arabic text gets an Arabic answer, English text an English answer.';

/** The field's writing rule and output cap; unknown fields get a sensible default. */
export function fieldRule(fieldName: string): FieldRule {
  return FIELD_RULES[fieldName] ?? DEFAULT_RULE;
}

/** The system and user messages for one request, plus the output token cap. */
export function buildPrompt(request: AiRequest, startup: StartupContext) {
  const field = fieldRule(request.field_name);
  // Translation and grammar fixes keep the text's own shape; length rules would distort them.
  const keepsShape = request.action === 'translate' || request.action === 'fix_grammar';
  const facts = [
    startup.name && `Name: ${startup.name}`,
    startup.sector && `Sector: ${startup.sector}`,
    startup.stage && `Stage: ${startup.stage}`,
    startup.oneLiner && `One-liner: ${startup.oneLiner}`,
  ].filter(Boolean);
  const system = [
    `You are a writing assistant helping a startup founder write the ${field.label} of their startup profile.`,
    `Task: ${ACTION_TASKS[request.action]}`,
    // Translation names its own target language.
    request.action === 'translate' ? '' : LANGUAGE_RULE,
    keepsShape ? '' : `Field rule (${field.label}): ${field.rule}`,
    'Never invent numbers, metrics, names, customers or facts that are not in the text or the context.',
    'Reply with the resulting text only: no preamble, no explanation, no quotes, no code fences, no markdown headings.',
    facts.length > 0 ? `About the startup:\n${facts.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const hasContext = request.context !== '' && request.context !== request.prompt;
  const user = hasContext
    ? `The whole field, for context:\n${request.context}\n\n${request.action === 'continue' ? 'Text before the cursor' : 'The text to work on'}:\n${request.prompt}`
    : request.prompt;
  // Translation can need more tokens than the field's own cap (Arabic script tokenizes long).
  const maxTokens = keepsShape ? Math.max(field.maxTokens * 2, 400) : field.maxTokens;
  return { system, user, maxTokens };
}
