// The fake provider's answer to one application question (DESIGN §13, schema "application_answer"):
// a short answer naming the question's first words, drawn from the problem statement; a question
// with "LONG" gets an answer far over any limit, so the app must fit it; "NUMBERS" one with a figure
// the profile does not have. Arabic questions get Arabic answers.

/** The question the app sent, between its markers. */
export function questionIn(userMessage) {
  return /<<<QUESTION\n([^\n]*)/.exec(userMessage)?.[1] ?? '';
}

export function applicationAnswer(userMessage) {
  const question = questionIn(userMessage);
  const arabic = /\p{Script=Arabic}/u.test(question);
  const topic = question.split(/\s+/).slice(0, 4).join(' ');
  let answer = arabic ? `إجابتنا عن «${topic}»: نقرض صغار المزارعين.` : `Our answer to "${topic}": we lend to smallholder farmers.`;
  if (question.includes('LONG')) answer = Array.from({ length: 12 }, (_, index) => `Sentence ${index + 1} of a long answer.`).join(' ');
  if (question.includes('NUMBERS')) answer = 'We serve 140 clinics.';
  return JSON.stringify({ answer, sources: ['startup-brief.problem'] });
}
