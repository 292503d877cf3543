import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForTwoFrames } from './navigate.ts';

/**
 * The serious or critical axe violations of the page as it stands, as "rule: targets" (empty when none); `include`
 * limits the check to parts of the page (CSS selectors), e.g. one view and its dialog without the shell around it.
 */
export async function findSevereViolations(page: Page, include: string[] = []): Promise<string[]> {
  // A transition that starts during the scan (focus or hover moving a button's colour) ends at once, as for a visitor
  // asking for less motion: the scan reads each element's final colours, however fast the machine is.
  const instantMotion = await page.addStyleTag({ content: instantMotionCss });
  try {
    await settleAnimations(page);
    // Only violations are read: axe then skips collecting the details of every passing and inapplicable check.
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    for (const selector of include) builder = builder.include(selector);
    const results = await builder.analyze();
    return severeOf(results.violations);
  } finally {
    await instantMotion.evaluate((style) => (style as Element).remove()).catch(() => {});
  }
}

/** Near-zero durations, not `none`, as in the app's reduced-motion rule: the motions' end events still fire. */
const instantMotionCss = `*, *::before, *::after {
  transition-duration: 0.01ms !important; transition-delay: 0s !important;
  animation-duration: 0.01ms !important; animation-delay: 0s !important;
}`;

function severeOf(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
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
