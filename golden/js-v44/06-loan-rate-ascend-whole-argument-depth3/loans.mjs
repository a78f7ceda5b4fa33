// Loans are plain records made by a factory; the functions below act on them.
import { rateFor } from "./rates.mjs";

export function makeLoan(borrower, principal, score, years) {
  const loan = { borrower: borrower, principal: principal, years: years };
  loan.rate = rateFor(score, years);
  loan.paid = 0;
  return loan;
}

export function payDown(loan, amount) {
  loan.paid += amount;
}

export function quote(score) {
  const rate = rateFor(score, 30);
  return Math.round(rate * 10000) / 10000;
}

export function interestDue(loan, months) {
  const monthly = loan.rate / 12;
  const remaining = loan.principal - loan.paid;
  return remaining * monthly * months;
}
