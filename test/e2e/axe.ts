import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

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

/**
 * axe on the whole page (an open modal makes the rest inert, as a screen reader sees it); soft, so one run lists every screen's
 * findings. Returns axe's results, for a test that must know an element was measured at all (see `contrastMeasured`).
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<AxeResults> {
  // The video player's frame is YouTube's or Vimeo's page, not ours (and unreachable offline): axe checks the iframe element, not inside it.
  const results = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect
    .soft(
      serious.map((violation) => violation.id),
      `${screen}:\n${describeViolations(serious)}`,
    )
    .toEqual([]);
  return results;
}

/**
 * Whether axe's colour-contrast rule measured the element at `selector`. It skips text it takes for an icon font's ligature, and
 * decides that once per font after three texts: a page whose first texts are Arabic (joined letters) has the rest skipped unseen.
 */
export function contrastMeasured(results: AxeResults, selector: string): boolean {
  return [...results.passes, ...results.violations, ...results.incomplete]
    .filter((rule) => rule.id === 'color-contrast')
    .some((rule) => rule.nodes.some((node) => node.target.join(' ') === selector));
}
