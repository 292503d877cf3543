import { type DesignStatus, designStatusNames } from '@boardforge/domain/design-status/design-statuses.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';

/** What staff call a design job status, in the UI language (words from the domain, like order statuses). */
export function nameDesignStatus(status: DesignStatus, language: string): string {
  return pickWording(toLanguage(language), designStatusNames[status].name);
}

/** What the customer's page and timeline say of a design job status, in the UI language. */
export function describeDesignStatusForCustomer(status: DesignStatus, language: string): string {
  return pickWording(toLanguage(language), designStatusNames[status].customer);
}

// Waiting on staff gold, waiting on the customer orange, in design blue, delivered green, cancelled apart.
const designStatusColors = {
  published: 'gold',
  reviewing: 'orange',
  quoted: 'orange',
  paid: 'gold',
  designing: 'blue',
  roundDelivered: 'orange',
  changesRequested: 'blue',
  roundApproved: 'blue',
  finalUploaded: 'green',
  downloaded: 'green',
  feedbackGiven: 'green',
  cancelled: 'default',
} as const satisfies Record<DesignStatus, string>;

/** The tag colour of a design job status. */
export function colorDesignStatus(status: DesignStatus): string {
  return designStatusColors[status];
}
