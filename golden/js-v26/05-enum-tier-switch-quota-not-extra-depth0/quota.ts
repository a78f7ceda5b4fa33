import type { Account } from "./tiers";
import { GRACE, Tier, Channel } from "./tiers";

export function quotaFor(acct: Account, bonus: number): number {
  let quota = 0;
  switch (acct.tier) {
    case Tier.Free:
      quota = 10;
      break;
    case Tier.Pro:
      quota = acct.owner?.quota ?? 20;
      break;
    default:
      quota = 100 + bonus;
  }
  let extra = GRACE;
  if (acct.channel === Channel.Sms) {
    extra = acct.owner!.name.length;
  }
  const total = quota + extra;
  return total;
}

const pro: Account = { tier: Tier.Pro, channel: Channel.Sms, owner: { name: "ada", quota: 40 } };
console.log(quotaFor(pro, 5), quotaFor({ tier: Tier.Team, channel: Channel.Email }, 5));
