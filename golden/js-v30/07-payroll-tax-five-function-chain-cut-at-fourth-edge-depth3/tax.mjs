// Progressive income tax over a list of brackets.
const marginal = (amount, rate) => Math.max(0, amount) * rate;

export function incomeTax(taxable, brackets) {
  let tax = 0;
  let lower = 0;
  for (const bracket of brackets) {
    if (taxable <= lower) {
      break;
    }
    const upper = Math.min(taxable, bracket.upTo);
    tax += marginal(upper - lower, bracket.rate);
    lower = bracket.upTo;
  }
  return Math.round(tax);
}
