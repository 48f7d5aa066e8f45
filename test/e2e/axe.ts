import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
}

/** axe on the whole page (an open modal makes the rest inert, as a screen reader sees it); soft, so one run lists every screen's findings. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  // The video player's frame is YouTube's or Vimeo's page, not ours (and unreachable offline): axe checks the iframe element, not inside it.
  const { violations } = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect.soft(serious.map((violation) => violation.id), `${screen}:\n${describeViolations(serious)}`).toEqual([]);
}
