// Shared enums and thresholds for the ticket router.
export enum Priority {
  Low = 1,
  Normal = 2,
  Urgent = Normal * 2,
}

export enum Channel {
  Email = "email",
  Sms = "sms",
  Pager = "pager",
}

export const ESCALATION_SCORE = 70;
export const PAGER_FEE = 3;

export function channelCost(channel: Channel): number {
  switch (channel) {
    case Channel.Pager:
      return PAGER_FEE;
    case Channel.Sms:
      return 0.5;
    default:
      return 0;
  }
}
