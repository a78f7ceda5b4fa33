// Order validation: quantity limits first, then stock, then the total.
const MAX_QTY = 20;
const BULK_FACTOR = 5;

export function checkOrder(order, stock) {
  const maxQty = order.bulk ? MAX_QTY * BULK_FACTOR : MAX_QTY;
  const tag = `order #${order.id}`;
  console.log(`checking ${tag}`);
  if (order.lines.some(({ qty }) => qty > maxQty)) {
    return { ok: false, reason: 'quantity' };
  }
  const missing = order.lines.find((line) => !stock.has(line.sku));
  if (missing) {
    return { ok: false, reason: `no stock for ${missing.sku}` };
  }
  const total = order.lines.reduce((sum, { price, qty }) => sum + price * qty, 0);
  return { ok: true, total };
}

export function restock(stock, skus) {
  skus.forEach((sku) => stock.add(sku));
  return stock.size;
}
