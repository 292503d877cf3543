// A flexible board's own checks (docs/pricing-fpc.md); the rigid board's capability rules are in pcb-validation.ts.
import {
  coverlayColours,
  fpcAdhesives,
  fpcSurfaceFinishes,
  fpcTgGrades,
  stiffeners,
  surfaceFinishes,
  tgGrades,
} from './options.ts';
import { type PcbSpec, pcbSpecDefaults } from './pcb-spec.ts';
import type { PcbPriceBook } from './price-book-shape.ts';
import type { PricingIssue } from './pricing-rules.ts';
import { addIssue, checkNumberOption, checkOption } from './spec-checks.ts';

/** Refuses what a flexible board is not made with: a TG grade, or a finish other than immersion gold. */
export function checkFpcOptions(errors: PricingIssue[], spec: PcbSpec): void {
  const choices = [
    ['tg', spec.tg, tgGrades, fpcTgGrades],
    ['surfaceFinish', spec.surfaceFinish, surfaceFinishes, fpcSurfaceFinishes],
  ] as const;
  for (const [field, value, offered, allowed] of choices) {
    // An unknown value already has its oneOf error.
    if (!(offered as readonly string[]).includes(value) || (allowed as readonly string[]).includes(value)) continue;
    addIssue(errors, field, 'notForMaterial', { material: 'FPC', value, allowed });
  }
}

/** Checks a flexible board's own options against the book: polyimide base, coverlay, base, stiffener and its thickness. */
export function checkFlexibleBuild(errors: PricingIssue[], spec: PcbSpec, book: PcbPriceBook): void {
  const fpc = book.fpc;
  const polyimide = fpc.polyimideThicknessUm.map((row) => row.um);
  checkNumberOption(errors, 'polyimideThickness', spec.polyimideThickness, polyimide, 'µm');
  checkOption(errors, 'coverlay', spec.coverlay, coverlayColours);
  checkOption(errors, 'adhesive', spec.adhesive, fpcAdhesives);
  if (!checkOption(errors, 'stiffener', spec.stiffener, stiffeners) || spec.stiffener === 'none') return;
  // Without a thickness the stiffener is made at its kind's default (the price is the same for every thickness).
  if (spec.stiffenerThickness === undefined) return;
  checkNumberOption(
    errors,
    'stiffenerThickness',
    spec.stiffenerThickness,
    fpc.stiffener[spec.stiffener].thicknessesMm,
    'mm',
  );
}

/** Refuses on a rigid board a flexible board's option other than its default (a steel stiffener on FR-4, …). */
export function refuseFlexibleBuild(errors: PricingIssue[], spec: PcbSpec): void {
  const choices = [
    ['polyimideThickness', spec.polyimideThickness, pcbSpecDefaults.polyimideThickness],
    ['coverlay', spec.coverlay, pcbSpecDefaults.coverlay],
    ['adhesive', spec.adhesive, pcbSpecDefaults.adhesive],
    ['stiffener', spec.stiffener, pcbSpecDefaults.stiffener],
  ] as const;
  for (const [field, value, fallback] of choices) {
    if (value === fallback) continue;
    const allowed = typeof fallback === 'number' ? [fallback] : [fallback];
    addIssue(errors, field, 'notForMaterial', { material: spec.material, value, allowed });
  }
}
