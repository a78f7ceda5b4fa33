import { Money } from './money.mjs';

// Build the bill: price plus fee; the tip is reported on its own.
export function checkout(priceCents, feeText, tipText, reason) {
  const price = new Money(priceCents, 'EUR');
  const fee = Money.fromText(feeText);
  const tip = Money.fromText(tipText);
  const label = reason.toUpperCase();
  const total = price.plus(fee, label);
  const withTip = total.cents + tip.cents;
  console.log(`${label}: ${total.display} (+${tip.cents} tip = ${withTip})`);
  return total;
}

export function refund(bill, share) {
  const back = Math.round(bill.cents * share);
  return new Money(back, bill.currency);
}

export function splitBill(bill, people) {
  return Math.ceil(bill.cents / people);
}
