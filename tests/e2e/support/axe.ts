import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core on what the page shows now (optionally only inside `include`). Only violations of impact
 * serious or critical count; the message lists each one's id, impact, help and the nodes it was found on.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]`,
      ...violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`),
    ].join('\n'))
    .join('\n');
}

/** Fails with the violations listed, so a failure says what to fix and where. */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string): Promise<void> {
  const report = await seriousViolations(page, include);
  if (report) throw new Error(`axe found serious or critical violations on ${what}:\n${report}`);
}

