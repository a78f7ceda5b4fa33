export const LOG = [];

// The wrapped pricing function: the channel is only logged.
export function priceOf(rates, sku, qty, channel) {
  LOG.push(`${channel}:${sku}`);
  const unit = rates[sku] ?? 0;
  let amount = unit * qty;
  if (qty >= 2) {
    amount *= 0.9;
  }
  return Math.round(amount * 100) / 100;
}
