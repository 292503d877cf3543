import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { waitForTwoFrames } from './navigate.ts';

/**
 * The axe-core that @axe-core/playwright ships and runs (resolved from its own folder, so both ways of scanning below
 * use one engine, whatever version the workspace's own axe-core pin has).
 */
const axeSource: string = (() => {
  const require = createRequire(import.meta.url);
  return (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
})();

/** Parts of the page to check or to leave out (CSS selectors); none: the whole page. */
export type ScanScope = { include?: string[]; exclude?: string[] };

/**
 * The serious or critical axe violations of the page as it stands, as "rule: targets" (empty when none); `include`
 * limits the check to parts of the page (CSS selectors), e.g. one view and its dialog without the shell around it.
 */
export async function findSevereViolations(page: Page, include: string[] = [], exclude: string[] = []) {
  // A transition that starts during the scan (focus or hover moving a button's colour) ends at once, as for a visitor
  // asking for less motion: the scan reads each element's final colours, however fast the machine is.
  const instantMotion = await page.addStyleTag({ content: instantMotionCss });
  try {
    await settleAnimations(page);
    return severeOf(await runAxe(page, { include, exclude }));
  } finally {
    await instantMotion.evaluate((style) => (style as Element).remove()).catch(() => {});
  }
}

/**
 * Runs axe over the page: the same rules and results as `new AxeBuilder({ page }).analyze()`, at a quarter of the
 * time. AxeBuilder injects axe-core's 600 KB again for every scan and, to join results across frames, finishes each
 * scan in a new blank page; a document without frames needs neither, so axe is injected once per document and run in
 * it (axe.run, AxeBuilder's "legacy mode"). A page with frames still goes through AxeBuilder.
 */
async function runAxe(page: Page, scope: ScanScope): Promise<AxeResults['violations']> {
  // Only violations are read: axe then skips collecting the details of every passing and inapplicable check.
  const options: RunOptions = { resultTypes: ['violations'] };
  const include = scope.include ?? [];
  const exclude = scope.exclude ?? [];
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    for (const selector of include) builder = builder.include(selector);
    for (const selector of exclude) builder = builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // The context as AxeBuilder builds it (its normalizeContext).
  const context = { include, exclude };
  return page.evaluate(
    ([runContext, runOptions]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(runContext, runOptions)
        .then((results) => results.violations),
    [context, options] as const,
  );
}

/** Near-zero durations, not `none`, as in the app's reduced-motion rule: the motions' end events still fire. */
const instantMotionCss = `*, *::before, *::after {
  transition-duration: 0.01ms !important; transition-delay: 0s !important;
  animation-duration: 0.01ms !important; animation-delay: 0s !important;
}`;

function severeOf(violations: AxeResults['violations']): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Ends every finite CSS animation and transition at once (a toast fading in, a drawer sliding): a scan mid-fade
 * reads half-transparent text as a contrast failure, and how far a fade has got depends on the machine's speed.
 */
async function settleAnimations(page: Page): Promise<void> {
  // antd's motions (rc-motion) mark an entering or leaving element with an "-active" class until their end handler
  // runs, and the entering state's class itself holds opacity 0: the scan waits until no element carries one (a state,
  // not a time; bounded so that a motion that never ends shows up as the scan's own finding).
  for (let round = 0; round < 20; round += 1) {
    const isMoving = await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
      }
      const motion = '[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]';
      return document.querySelector(motion) !== null;
    });
    // antd removes a leaving toast in its animation-end handler: give the page two frames to run it and re-render.
    await waitForTwoFrames(page);
    if (!isMoving) return;
  }
}
