import { invoiceTotal, describe } from './invoice.mjs';
import { heaviest } from './ledger.mjs';

const debug = process.argv.includes('--debug');
const cart = [
  { sku: 'pen', price: 2.5, qty: 4 },
  { sku: 'lamp', price: 35, qty: 1 },
];
const bigCart = cart.concat([{ sku: 'desk', price: 120, qty: 1 }]);
const carts = { small: cart, big: bigCart };

console.log(describe(cart));
console.log(`heaviest: ${heaviest(bigCart).sku}`);

const small = invoiceTotal(cart, debug);
const big = invoiceTotal(bigCart, debug);
const totals = [small, big];
for (const [name, items] of Object.entries(carts)) {
  console.log(`${name}: ${items.length} lines`);
}
console.log(`due: ${totals.join(' + ')} = ${small + big}`);
if (debug) {
  console.log('debug mode');
}
