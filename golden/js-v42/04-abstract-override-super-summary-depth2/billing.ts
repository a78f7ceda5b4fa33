import { FlatFee, MeteredFee } from "./fees";

function monthlyBill(usage: number, plan: string, memo: string): number {
  const base = new FlatFee("BASE", 12);
  const metered = new MeteredFee(plan === "pro" ? 5 : 2, 0.25, memo);
  const baseCharge = base.charge(usage);
  const usageCharge = metered.charge(usage);
  console.log(base.label(), metered.label());
  return baseCharge + usageCharge;
}

function billAll(readings: Map<string, number>, plan: string): number {
  let total = 0;
  for (const [account, usage] of readings) {
    const memo = `account ${account}`;
    const bill = monthlyBill(usage, plan, memo);
    total += bill;
  }
  return total;
}

function runCycle(month: string, plan: string): number {
  const boost = month.endsWith("-12") ? 1.5 : 1;
  const readings = new Map<string, number>([
    ["a1", 40 * boost],
    ["b2", 3 * boost],
  ]);
  console.log(`cycle ${month} on ${plan}`);
  return billAll(readings, plan);
}

const PLAN = process.env.PLAN ?? "pro";
console.log(`total ${runCycle("2024-12", PLAN).toFixed(2)}`);
