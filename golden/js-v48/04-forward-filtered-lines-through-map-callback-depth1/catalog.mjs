// Catalogue helpers: stock checks, line pricing and printing.

export const TAX_RATE = 0.08;

export function inStock(item) {
  return item.stock > 0;
}

export function lineTotal(item) {
  const base = item.price * item.qty;
  const taxed = base * (1 + TAX_RATE);
  return Math.round(taxed * 100) / 100;
}

export function add(sum, amount) {
  return sum + amount;
}

export function report(result) {
  const rows = [`subtotal: ${result.subtotal}`];
  rows.push(`items: ${result.count}`);
  console.log(rows.join('\n'));
}
