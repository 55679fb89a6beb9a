import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it stands: every serious or critical violation, plus empty headings and skipped heading
 * levels (axe rates those "minor"/"moderate"; issue 14 does not), one readable line per element:
 * `<page>: <rule id> (<impact>) at <css target>: <what to fix>`.
 * No rule is switched off: a third-party element that must be skipped is excluded here by selector, with the reason.
 */
const ALWAYS = new Set(['heading-order', 'empty-heading']);

export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const fix = (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join(' / ');
        return `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${fix || violation.help}`;
      }),
    );
}
