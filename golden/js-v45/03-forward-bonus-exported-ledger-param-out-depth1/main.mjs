import { ledger, postings, countPosting, runPayroll } from "./payroll.mjs";
import { applyBonus, describe } from "./accounts.mjs";

// Staff accounts go through the payroll module first.
const staff = [{ owner: "kim", balance: 10 }, { owner: "lee", balance: 20 }];
const payrollTotal = runPayroll(staff);

// The June bonus for the shop ledger, which payroll.mjs exports.
const bonus = 30;
const before = describe(ledger);
applyBonus(ledger, bonus, "june");
countPosting();
let note = "no bonus";
if (bonus > 0) {
  note = "bonus " + bonus;
}
const after = describe(ledger);
const staffView = describe(staff[0]);
console.log(before);
console.log(after, note);
console.log(staffView, payrollTotal);
console.log("postings", postings);
