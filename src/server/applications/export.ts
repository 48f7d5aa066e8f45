import type { Application, ExportFormat, Question } from '../../shared/applications.js';
import type { Locale } from '../../shared/i18n/locale.js';

/** The export's own words, in each language (the headings a founder reads in the file). */
const LABELS = {
  en: {
    question: (number: number) => `Question ${number}`,
    chars: (max: number) => `at most ${max} characters`,
    words: (max: number) => `at most ${max} words`,
    required: 'required',
    deadline: 'Deadline',
    link: 'Link',
    noAnswer: '(No answer yet)',
  },
  ar: {
    question: (number: number) => `السؤال ${number}`,
    chars: (max: number) => `${max} حرفًا على الأكثر`,
    words: (max: number) => `${max} كلمة على الأكثر`,
    required: 'إلزامي',
    deadline: 'الموعد النهائي',
    link: 'الرابط',
    noAnswer: '(لا إجابة بعد)',
  },
} as const;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Markdown that renders as the text it holds: a backslash before what could make HTML, emphasis,
 * links or code anywhere, and before what would start a heading, a quote or a list at a line's start.
 */
function markdownText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>&|~]/g, '\\$&')
    .replace(/^([ \t]*)([#+=-])/gm, '$1\\$2')
    .replace(/^([ \t]*\d{1,9})([.)])/gm, '$1\\$2');
}

function heading(question: Question, number: number, locale: Locale): string {
  const labels = LABELS[locale];
  const notes = [
    question.max_chars !== null ? labels.chars(question.max_chars) : null,
    question.max_words !== null ? labels.words(question.max_words) : null,
    question.required ? labels.required : null,
  ].filter((note) => note !== null);
  return notes.length > 0 ? `${labels.question(number)} (${notes.join(locale === 'ar' ? '، ' : ', ')})` : labels.question(number);
}

/** The questions and answers as a file (DESIGN §13): headings in `locale`, every text of the founders as plain text. */
export function exportApplication(application: Application, format: ExportFormat, locale: Locale): string {
  const labels = LABELS[locale];
  const text = format === 'md' ? markdownText : (value: string) => value;
  const lines: string[] = [format === 'md' ? `# ${text(application.program)}` : application.program, ''];
  if (application.deadline) lines.push(`${labels.deadline}: ${application.deadline}`);
  if (application.url) lines.push(`${labels.link}: ${format === 'md' ? `<${application.url}>` : application.url}`);
  if (application.deadline || application.url) lines.push('');
  application.questions.forEach((question, index) => {
    const title = heading(question, index + 1, locale);
    lines.push(format === 'md' ? `## ${text(title)}` : title, '');
    lines.push(format === 'md' ? `**${text(question.text)}**` : question.text, '');
    lines.push(question.answer ? text(question.answer) : labels.noAnswer, '');
    if (format === 'txt') lines.push('—'.repeat(20), '');
  });
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The file's name: the program's name without what a file name cannot hold, then the format. */
export function exportFileName(application: Application, format: ExportFormat): string {
  const stem = application.program
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${stem || 'application'}.${format}`;
}
