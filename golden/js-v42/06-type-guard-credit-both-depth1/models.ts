// Customers are members (with loyalty points) or guests.
export interface Member {
  tier: "member";
  id: string;
  points?: number;
  referrer?: string;
}

export interface Guest {
  tier: "guest";
  id: string;
  email?: string;
}

export type Customer = Member | Guest;

export function isMember(c: Customer): c is Member {
  return c.tier === "member";
}

export function pointsValue(points: number, rate: number): number {
  return Math.floor(points / 100) * rate;
}
