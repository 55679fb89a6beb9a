import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it stands: every serious or critical violation, plus empty headings and skipped heading
 * levels (axe rates those "minor"/"moderate"; issue 14 does not), one readable line per element:
 * `<page>: <rule id> (<impact>) at <css target>: <what to fix>`. `include` narrows the pass to one part of the page.
 * No rule is switched off: a third-party element that must be skipped is excluded here by selector, with the reason.
 */
const ALWAYS = new Set(['heading-order', 'empty-heading']);

export async function axeProblems(page: Page, label: string, include?: string): Promise<string[]> {
  // Only violations are read: axe then keeps one example node of each pass, a good part of its time on a long page.
  // Legacy mode runs axe.run() in the page itself: the same rules and results for our same-origin frames, without
  // the default's extra page opened (and axe injected again) per pass to merge frames' results — 0.5–0.9 s per pass
  // instead of 1.1–2.5 s, measured on six pages (the crawl makes over a hundred passes).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const fix = (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join(' / ');
        return `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${fix || violation.help}`;
      }),
    );
}
