// Interest rates: a base rate, a premium looked up from the credit score,
// and an extra charge for long terms.
export const BASE_RATE = 0.03;
const LONG_TERM_EXTRA = 0.005;

export function riskPremium(score) {
  if (score < 600) {
    return 0.05;
  }
  return 0.01;
}

export function rateFor(score, years) {
  const premium = riskPremium(score);
  const term = years > 10 ? LONG_TERM_EXTRA : 0;
  return BASE_RATE + premium + term;
}

export function describeRate(rate) {
  return (rate * 100).toFixed(2) + "%";
}
