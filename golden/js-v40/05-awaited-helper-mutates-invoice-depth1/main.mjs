// Entry point: invoices one cart, then reprices the result for another region.
import { finalize, reprice } from './invoice.mjs';

const CART = [
  { sku: 'desk', price: 120, qty: 1 },
  { sku: 'lamp', price: 35, qty: 2 },
  { sku: 'chair', price: 80, qty: 0 },
];

const customer = 'acme';
const region = process.argv[2] ?? 'eu';
const other = region === 'us' ? 'eu' : 'us';

const json = await finalize(customer, CART, region);
console.log(json);

const copy = JSON.parse(json);
const again = await reprice(copy, other);
console.log(`${other}: tax ${again.tax}`);
console.log(`done for ${customer}`);
