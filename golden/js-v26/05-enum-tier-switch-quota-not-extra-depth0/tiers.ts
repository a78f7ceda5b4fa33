export const LIMIT = 50;
export const GRACE = 3;

export enum Tier {
  Free = 1,
  Pro = Free * 5,
  Team = LIMIT + 1,
}

export enum Channel {
  Email = "email",
  Sms = "sms",
}

export interface Account {
  tier: Tier;
  channel: Channel;
  owner?: { name: string; quota?: number };
}
