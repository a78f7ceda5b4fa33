// Cart totals built with array callbacks that write captured variables.
const TAX = 0.2;
const MAX_QTY = 10;

export function cartTotals(lines, discount) {
  let total = 0;
  let qty = 0;
  lines.forEach((line) => {
    total += line.price * line.qty;
    qty += line.qty;
  });
  const capped = lines.filter((qty) => qty.qty <= MAX_QTY);
  const label = lines.map((line) => `${line.sku}:${total}`).join(",");
  if (discount > 0) {
    total -= discount;
  }
  const gross = Math.round(total * (1 + TAX) * 100) / 100;
  return { gross, qty, count: capped.length, label };
}
