import { addSpend, overLimits } from "./budget.mjs";

export function closeMonth(weeks, limits) {
  const totals = new Map();
  for (const week of weeks) {
    addSpend(totals, week);
  }
  const snapshot = new Map(totals);
  snapshot.delete("misc");
  const report = overLimits(totals, limits);
  const flagged = [...report.over].join(", ");
  return { flagged, worst: report.worst, snapshot };
}

const weeks = [
  [{ cat: "food", amount: 40 }, { cat: "misc", amount: 5 }],
  [{ cat: "food", amount: 30 }, { cat: "rent", amount: 90 }],
];
const limits = { food: 50, rent: 100 };
console.log(closeMonth(weeks, limits));
