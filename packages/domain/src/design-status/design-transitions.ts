import { hasFullPermission, hasPermissionTag, type OrderActor } from '../order-status/actors.ts';
import type { DesignAction } from './design-actions.ts';
import type { DesignActor, DesignJob } from './design-job.ts';
import { type DesignRequirementId, designWorkTag, isRequirementMet } from './design-requirements.ts';
import type { DesignStatus } from './design-statuses.ts';

/**
 * Who may take a row's action: the customer who owns the job, a staff member holding a tag (`assignedOnly`: and, for
 * a design engineer, being the job's engineer; full permission skips that), or the system (a verified payment).
 */
type DesignAuthority =
  | { kind: 'owner' }
  | { kind: 'staff'; tag: string; isAssignedOnly?: boolean }
  | { kind: 'system' };

/** One row of the design transition table. `to: 'same'` keeps the status (the action records something). */
interface DesignRule {
  action: DesignAction;
  from: readonly DesignStatus[];
  to: DesignStatus | 'same';
  who: DesignAuthority;
  requires: readonly DesignRequirementId[];
}

const owner: DesignAuthority = { kind: 'owner' };
const system: DesignAuthority = { kind: 'system' };
const staff = (tag: string): DesignAuthority => ({ kind: 'staff', tag });
const engineer: DesignAuthority = { kind: 'staff', tag: designWorkTag, isAssignedOnly: true };

/** Statuses before the final package: staff may still cancel (and refund what was paid). */
const cancellableByStaff = [
  'published',
  'reviewing',
  'quoted',
  'paid',
  'designing',
  'roundDelivered',
  'changesRequested',
  'roundApproved',
] as const satisfies readonly DesignStatus[];

/** The one design transition table (docs/workflow.md "Layout design service"): nothing else moves a design job. */
export const designTransitionTable: readonly DesignRule[] = [
  // Staff reviewing a job over 100 pins may ask first; the job waits in `reviewing` until the quote.
  {
    action: 'askQuestion',
    from: ['published', 'reviewing'],
    to: 'reviewing',
    who: staff('design:quote'),
    requires: ['questionGiven'],
  },
  { action: 'answerQuestion', from: ['reviewing'], to: 'same', who: owner, requires: ['questionOpen', 'answerGiven'] },
  // A quote may be replaced while nothing is paid (the customer asked for a cheaper cycle, say).
  {
    action: 'quote',
    from: ['published', 'reviewing', 'quoted'],
    to: 'quoted',
    who: staff('design:quote'),
    requires: ['nothingPaid', 'priceGiven', 'cycleGiven'],
  },
  { action: 'confirmPayment', from: ['quoted'], to: 'paid', who: system, requires: ['paidInFull'] },
  {
    action: 'assignEngineer',
    from: ['paid', 'designing', 'roundDelivered', 'changesRequested', 'roundApproved'],
    to: 'same',
    who: staff('design:assign'),
    requires: ['engineerIsDesigner'],
  },
  { action: 'startDesign', from: ['paid'], to: 'designing', who: engineer, requires: ['engineerAssigned'] },
  {
    action: 'deliverRound',
    from: ['designing', 'changesRequested'],
    to: 'roundDelivered',
    who: engineer,
    requires: ['nextRoundNumber', 'deliverablesGiven'],
  },
  {
    action: 'requestChanges',
    from: ['roundDelivered'],
    to: 'changesRequested',
    who: owner,
    requires: ['latestRoundNumber', 'latestRoundUnanswered', 'commentGiven', 'pinValid'],
  },
  {
    action: 'approveRound',
    from: ['roundDelivered'],
    to: 'roundApproved',
    who: owner,
    requires: ['latestRoundNumber', 'latestRoundUnanswered'],
  },
  {
    action: 'uploadFinal',
    from: ['roundApproved'],
    to: 'finalUploaded',
    who: engineer,
    requires: ['latestRoundApproved', 'finalPackageGiven'],
  },
  // The first download by the owner moves the job; later ones are recorded and keep the status.
  { action: 'download', from: ['finalUploaded'], to: 'downloaded', who: owner, requires: ['finalPackagePresent'] },
  {
    action: 'download',
    from: ['downloaded', 'feedbackGiven'],
    to: 'same',
    who: owner,
    requires: ['finalPackagePresent'],
  },
  {
    action: 'giveFeedback',
    from: ['downloaded'],
    to: 'feedbackGiven',
    who: owner,
    requires: ['starsGiven', 'feedbackTextValid'],
  },
  {
    action: 'cancel',
    from: ['published', 'reviewing', 'quoted'],
    to: 'cancelled',
    who: owner,
    requires: ['nothingPaid'],
  },
  {
    action: 'cancel',
    from: cancellableByStaff,
    to: 'cancelled',
    who: staff('design:assign'),
    requires: ['reasonGiven'],
  },
];

/** Tells whether an actor may take a row's action on this job (its status and requirements aside). */
function isAuthorized(who: DesignAuthority, actor: DesignActor, job: DesignJob): boolean {
  switch (who.kind) {
    case 'owner':
      return actor.kind === 'client' && actor.userId === job.ownerUserId;
    case 'system':
      return actor.kind === 'system';
    case 'staff': {
      if (actor.kind !== 'staff') return false;
      const staffActor: OrderActor = actor;
      if (!hasPermissionTag(staffActor, who.tag)) return false;
      return who.isAssignedOnly !== true || hasFullPermission(staffActor) || job.engineerUserId === actor.userId;
    }
    default:
      return assertNever(who);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

/** The rows of one action this actor may take on this job. */
export function listActorRules(job: DesignJob, actor: DesignActor, action: DesignAction): DesignRule[] {
  return designTransitionTable.filter((rule) => rule.action === action && isAuthorized(rule.who, actor, job));
}

/** Lists the actions this actor may take now; requirements on the payload are left for `applyDesignAction`. */
export function allowedDesignActions(job: DesignJob, actor: DesignActor): DesignAction[] {
  const actions: DesignAction[] = [];
  for (const rule of designTransitionTable) {
    if (actions.includes(rule.action) || !rule.from.includes(job.status)) continue;
    if (!isAuthorized(rule.who, actor, job)) continue;
    if (rule.requires.every((id) => isRequirementMet(id, job, undefined))) actions.push(rule.action);
  }
  return actions;
}
