import { GOLD_PCT, BASE_PCT, FREE_SHIP_PCT, applyPercent, shippingCost } from './pricing.mjs';

export function orderWeight(order) {
  let kg = 0;
  for (const line of order.lines) {
    kg += line.kg * line.qty;
  }
  return kg;
}

export function priceOrder(order, member) {
  let subtotal = 0;
  for (const line of order.lines) {
    subtotal += line.price * line.qty;
  }
  const memberPct = member.tier === 'gold' ? GOLD_PCT : BASE_PCT;
  const afterMember = applyPercent(subtotal, memberPct);
  const shipping = shippingCost(orderWeight(order));
  const shipPct = subtotal > 100 ? FREE_SHIP_PCT : 0;
  const shipOff = shipping - applyPercent(shipping, shipPct);
  const total = afterMember + shipping - shipOff;
  console.log(`  ${member.name}: ${order.lines.length} lines, member ${memberPct}%`);
  return Math.round(total * 100) / 100;
}

export function receiptLines(order) {
  return order.lines.map((line) => `${line.sku} x${line.qty} @ ${line.price}`);
}
