import type { DesignStatus } from './design-statuses.ts';

/** Who acts on a design job: its owner, a staff member with a role and tags, or the system (payment notifications). */
export type DesignActor =
  | { kind: 'client'; userId: string }
  | { kind: 'staff'; userId: string; roleId: string; tags: readonly string[] }
  | { kind: 'system' };

/** The customer's answer to a round: once given it is never edited; a new round follows a change request. */
export type RoundAnswer =
  | { kind: 'approved'; at: Date }
  | { kind: 'changesRequested'; at: Date; comment: string; pin?: { fileId: string; page: number } };

/** One numbered round of deliverables (layout PDF, 3D views, Gerber set), by file ids. */
export interface DesignRound {
  number: number;
  deliveredAt: Date;
  fileIds: readonly string[];
  answer?: RoundAnswer;
}

/** One step of the job's history, as the server writes it and the timeline shows it. */
export interface DesignHistoryEntry {
  action: string;
  from: DesignStatus | null;
  to: DesignStatus;
  at: Date;
  /** The acting user, or null for the system. */
  actorUserId: string | null;
  /** The actor's role as the order history writes it: `client`, the staff role id, or `system`. */
  actorRole: string;
  round?: number;
  note?: string;
}

/** Everything the machine needs to know about a job; the server loads it, the machine returns the next one. */
export interface DesignJob {
  status: DesignStatus;
  ownerUserId: string;
  pins: number;
  /** The price quoted, fen (set at publishing for instant-priced jobs, by staff otherwise). */
  quotedPriceFen?: number;
  /** The promised design cycle, working days (the seed's cycle table by pins, or staff's figure). */
  cycleDays?: { min: number; max: number };
  /** Verified payments, fen, as the ledger sums them (the machine only reads it; refunds are `refundedFen`). */
  paidFen: number;
  /** Refunded at cancellation, fen. */
  refundedFen: number;
  engineerUserId?: string;
  /** A staff question the customer has not answered yet. */
  isQuestionOpen: boolean;
  rounds: readonly DesignRound[];
  finalPackage?: { fileIds: readonly string[]; uploadedAt: Date };
  downloads: number;
  feedback?: { stars: number; text: string; at: Date };
  enteredStatusAt: Date;
  history: readonly DesignHistoryEntry[];
}
