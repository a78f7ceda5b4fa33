// Cart pricing in integer cents, so that sums never drift.
const toCents = (amount) => Math.round(amount * 100);

const lineCents = (item) => toCents(item.price) * item.qty;

export function subtotalCents(items) {
  let sum = 0;
  for (const item of items) {
    if (item.qty <= 0) {
      continue;
    }
    sum += lineCents(item);
  }
  return sum;
}

function zoneBase(zone) {
  if (zone === 'local') {
    return 390;
  }
  return 790;
}

export function shippingCents(zone, subtotal) {
  if (subtotal >= 5000) {
    return 0;
  }
  const base = zoneBase(zone);
  return subtotal >= 2500 ? Math.round(base / 2) : base;
}

export function formatCents(cents, currency) {
  const units = (cents / 100).toFixed(2);
  return `${units} ${currency}`;
}
