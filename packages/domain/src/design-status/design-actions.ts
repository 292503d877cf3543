import type { DesignStatus } from './design-statuses.ts';

/** The actions that move a design job (what each carries is `DesignActionPayloads`). */
export const designActions = [
  'askQuestion',
  'answerQuestion',
  'quote',
  'confirmPayment',
  'assignEngineer',
  'startDesign',
  'deliverRound',
  'requestChanges',
  'approveRound',
  'uploadFinal',
  'download',
  'giveFeedback',
  'cancel',
] as const;
export type DesignAction = (typeof designActions)[number];

/** The payload of each action. `round` names the round the customer answers (or the engineer delivers). */
export interface DesignActionPayloads {
  askQuestion: { question: string };
  answerQuestion: { answer: string };
  quote: { priceFen: number; cycleMinDays: number; cycleMaxDays: number };
  confirmPayment: Record<string, never>;
  assignEngineer: { engineerUserId: string; engineerTags: readonly string[] };
  startDesign: Record<string, never>;
  deliverRound: { round: number; fileIds: readonly string[] };
  requestChanges: { round: number; comment: string; pin?: { fileId: string; page: number } };
  approveRound: { round: number };
  uploadFinal: { fileIds: readonly string[] };
  download: Record<string, never>;
  giveFeedback: { stars: number; text: string };
  cancel: { reason: string };
}

/** A request: the action, its payload and optionally the status the caller saw (a race answers staleStatus). */
export type DesignRequest = {
  [A in DesignAction]: { action: A; payload: DesignActionPayloads[A]; fromStatus?: DesignStatus };
}[DesignAction];

/** Every payload field any action carries, as requirement checks read them. */
export interface DesignPayloadFields {
  question?: string;
  answer?: string;
  priceFen?: number;
  cycleMinDays?: number;
  cycleMaxDays?: number;
  engineerUserId?: string;
  engineerTags?: readonly string[];
  round?: number;
  fileIds?: readonly string[];
  comment?: string;
  pin?: { fileId: string; page: number };
  stars?: number;
  text?: string;
  reason?: string;
}
