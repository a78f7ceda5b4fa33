// Price one order line from a catalogue template.

export function priceLine({ name, qty: wanted = 1 }, rates) {
  const defaults = { qty: 1, price: 5, tag: 'std' };
  const base = { ...defaults, tag: 'sale' };
  const draft = { ...base, qty: wanted };
  draft.price = rates.unit * 2;
  base.qty = wanted;
  const { price, qty, tag } = base;
  const label = `${tag}:${name}`;
  const total = price * qty;
  console.log(label, draft.price, draft.qty);
  return total;
}

export function discount(total, { percent = 10, floor = 0 } = {}) {
  const cut = (total * percent) / 100;
  const result = total - cut;
  if (result < floor) {
    return floor;
  }
  return result;
}

export function describe(item) {
  const { name, ...rest } = item;
  const keys = Object.keys(rest).join(',');
  return `${name} [${keys}]`;
}
