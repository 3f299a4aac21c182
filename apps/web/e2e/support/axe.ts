import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's browser build, injected into the page under test (it is never part of the app).
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: what the issue asks the site to meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending elements (the first few) and axe's summary of the first. */
  targets: string[];
  summary: string;
}

interface AxeResultShape {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string }>;
  }>;
}

/** Runs axe on the page as it is now; every violation with its impact. */
export async function scanPage(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy (script-src 'self')
  // does not govern; a <script> tag would be refused, as it should be.
  if (!injected) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })) as AxeResultShape;
  }, WCAG_TAGS);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    summary: v.nodes[0]?.failureSummary ?? '',
  }));
}

/** The violations a user is blocked by: axe's 'serious' and 'critical'. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
