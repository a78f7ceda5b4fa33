import { checkQuantity, priceOf } from './validate.mjs';

const CATALOG = new Map([['tea', { price: 4 }], ['mug', { price: 9 }]]);

export function addLine(cart, sku, rawQty) {
  const label = sku.trim().toUpperCase();
  const qty = checkQuantity(label, Number(rawQty));
  const price = priceOf(CATALOG, sku);
  cart.push({ sku, qty, price });
  return qty * price;
}

export function changeQty(line, amount) {
  line.qty = checkQuantity(line.sku, amount);
  return line;
}

export function fillCart(orders) {
  const cart = [];
  let subtotal = 0;
  for (const order of orders) {
    try {
      subtotal += addLine(cart, order.sku, order.qty);
    } catch (err) {
      console.warn(`skipped: ${err.message}`);
    }
  }
  return { cart, subtotal };
}
