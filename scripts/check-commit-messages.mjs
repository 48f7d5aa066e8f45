#!/usr/bin/env node
// Checks the messages of the commits after BASE (CONTRIBUTING.md): a subject of at most 72 characters,
// a blank line, then a body that says why. Merge commits are skipped: the commits they bring are checked.
// Usage: node scripts/check-commit-messages.mjs BASE [HEAD]   (e.g. main, or the commit a branch started from)
// Exits 1 and names each commit that breaks a rule; older history is not held to this.
import { execFileSync } from 'node:child_process';

const MAX_SUBJECT = 72;

/** What is wrong with one commit message, or an empty list. */
function problemsOf(message) {
  const [subject = '', separator, ...body] = message.replace(/\s+$/, '').split('\n');
  const problems = [];
  if (subject.trim() === '') problems.push('empty subject');
  if (subject.length > MAX_SUBJECT) problems.push(`subject is ${subject.length} characters (at most ${MAX_SUBJECT})`);
  if (separator !== undefined && separator.trim() !== '') problems.push('no blank line after the subject');
  if (body.join('').trim() === '' && (separator === undefined || separator.trim() === '')) problems.push('no body saying why');
  return problems;
}

function main() {
  const [base, head = 'HEAD'] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node scripts/check-commit-messages.mjs BASE [HEAD]');
    process.exit(2);
  }
  // NUL between hash and message, record separator between commits: messages may hold anything else.
  const log = execFileSync('git', ['log', '--no-merges', '--format=%H%x00%B%x1e', `${base}..${head}`], { encoding: 'utf8' });
  const commits = log
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => {
      const [hash, message] = record.split('\0');
      return { hash, message };
    });
  let failures = 0;
  for (const { hash, message } of commits) {
    const problems = problemsOf(message);
    if (problems.length === 0) continue;
    failures++;
    console.log(`${hash.slice(0, 10)} ${message.split('\n')[0].slice(0, 60)}\n  ${problems.join('; ')}`);
  }
  console.log(`${commits.length} commits after ${base}: ${failures} with a message to fix`);
  process.exit(failures > 0 ? 1 : 0);
}

main();
