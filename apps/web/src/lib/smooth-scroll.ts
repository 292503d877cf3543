import { prefersReducedMotion } from './reduced-motion.ts';

export const scrollDurationMs = 800;

let frame = 0;

function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** Scrolls the window to the top over durationMs with requestAnimationFrame (instantly for reduced motion). */
export function scrollToTop(durationMs = scrollDurationMs): void {
  cancelAnimationFrame(frame);
  const start = window.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}
