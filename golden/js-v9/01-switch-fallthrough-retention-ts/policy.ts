import { retentionDays, BASE_DAYS } from "./retention";
import type { Plan, Tier } from "./retention";

export interface Account {
  id: string;
  tier: Tier;
  users: string[];
  extraDays?: number;
}

const DAY_MS = 86_400_000;

export function purgeAt(account: Account, now: number): number {
  const owner = account.users[0] ?? "nobody";
  const plan: Plan = { tier: account.tier, seats: account.users.length };
  const days = retentionDays(plan, { extraDays: account.extraDays });
  console.log(`${account.id} (${owner}): keep ${days} days`);
  return now + days * DAY_MS;
}

export function sandboxPurge(id: string, seats: number, now: number): number {
  const tier: Tier = id.startsWith("legal-") ? "legal" : "free";
  const days = retentionDays({ tier, seats });
  return now + Math.min(days, BASE_DAYS) * DAY_MS;
}

const fleet: Account[] = [
  { id: "acme", tier: "enterprise", users: ["ann", "bob", "cy"] },
  { id: "beta", tier: "team", users: ["dee"], extraDays: 5 },
  { id: "lex", tier: "legal", users: ["eve", "fay"] },
  { id: "solo", tier: "free", users: ["gus", "hal"] },
];
for (const account of fleet) {
  console.log(account.id, purgeAt(account, 0) / DAY_MS, sandboxPurge(`legal-${account.id}`, 2, 0) / DAY_MS);
}
