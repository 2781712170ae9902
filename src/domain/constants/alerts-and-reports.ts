/**
 * Alerts and scheduled reports (data-widgets-calls spec §9).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

/** Top-N choices; 10 is offered only where the list is about alerts. */
export const TOP_N_CHOICES = [
  { n: 3, alertsOnly: false },
  { n: 5, alertsOnly: false },
  { n: 10, alertsOnly: true },
] as const;
