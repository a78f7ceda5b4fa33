// Folds cart lines into one summary object.

export function formatMoney(amount, currency = 'EUR') {
  return `${amount.toFixed(2)} ${currency}`;
}

export function summarize(lines, verbose) {
  const start = { count: 0, sum: 0 };
  const result = lines.reduce((acc, { price, qty }) => {
    acc.count += 1;
    acc.sum += price * qty;
    return acc;
  }, start);
  if (verbose) {
    console.log(`summarized ${result.count} lines`);
  }
  result.average = result.count ? result.sum / result.count : 0;
  return result;
}

export function heaviest(lines) {
  return lines.reduce((best, line) => (line.qty > best.qty ? line : best), lines[0]);
}
