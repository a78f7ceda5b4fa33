export type Tier = "enterprise" | "team" | "legal" | "free";

export interface Plan {
  tier: Tier;
  seats: number;
}

export const BASE_DAYS = 30;
const TEAM_BONUS = 15;
const MIN_DAYS = 14;
const NOTICE = "retention";

export function retentionDays(plan: Plan, overrides?: { extraDays?: number }): number {
  let days = BASE_DAYS;
  let bonus = 0;
  let archive = false;
  switch (plan.tier) {
    case "enterprise":
      bonus = plan.seats * 2;
      archive = true;
    // falls through
    case "team":
      days += bonus + (overrides?.extraDays ?? TEAM_BONUS);
      break;
    case "legal":
      archive = true;
      break;
    default:
      days = Math.max(days - plan.seats, MIN_DAYS);
  }
  if (archive) {
    console.log(`${NOTICE}: archiving ${plan.tier} after ${days} days`);
  }
  return days;
}
