// Pricing: a generator yields taxed prices, checkout applies a capped discount.
export const TAX = 0.25;

export function* priced(items) {
  for (const it of items) {
    const audit = it.price * 100;
    yield it.price * (1 + TAX);
  }
}

function cap(amount, ceiling) {
  if (amount > ceiling) {
    return ceiling;
  }
  return amount;
}

export function checkout(items, discount) {
  let gross = 0;
  for (const p of priced(items)) {
    gross += p;
  }
  const off = cap(discount, gross / 2);
  const net = gross - off;
  console.log('gross', gross, 'off', off);
  return net;
}
