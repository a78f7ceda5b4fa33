// main.mjs — checks out one order and prints the receipt
import { invoiceTotal } from './cart.mjs';
import { symbol } from './prices.mjs';

function checkout(order) {
  const currency = order.currency ?? 'EUR';
  const items = order.items.slice(0, 20);
  const amount = invoiceTotal(items, currency);
  return `${order.id}: ${amount} ${symbol(currency)}`;
}

const order = {
  id: 'A-17',
  currency: 'EUR',
  items: [
    { sku: 'pen', qty: 3, price: 2 },
    { sku: 'ink', qty: 1, price: 10 },
    { sku: 'pen', qty: 3, price: 2 },
  ],
};
const receipt = checkout(order);
console.log(receipt);
