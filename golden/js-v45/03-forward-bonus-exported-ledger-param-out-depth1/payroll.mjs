// Payroll state: the shop ledger and a posting counter are exported from here.
import { applyBonus } from "./accounts.mjs";

export const ledger = { owner: "shop", balance: 100 };
export let postings = 0;

export function countPosting() {
  postings += 1;
}

export function resetPostings() {
  postings = 0;
}

export function runPayroll(staff) {
  let paid = 0;
  for (const person of staff) {
    paid += applyBonus(person, 5, "payroll");
    countPosting();
  }
  return paid;
}
