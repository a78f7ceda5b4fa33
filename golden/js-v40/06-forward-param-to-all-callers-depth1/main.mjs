// Entry point: prints a receipt in German and a one-line summary in English.
import { receipt, shippingNote } from './cart.mjs';
import { normalizeLocale } from './format.mjs';

const ITEMS = [
  { name: 'tea', price: 3.2, qty: 2 },
  { name: 'mug', price: 8, qty: 1 },
];

const LOCALE = normalizeLocale('de-AT');

async function summary(items) {
  const count = items.reduce((n, it) => n + it.qty, 0);
  const ship = await shippingNote(count > 5 ? 0 : 2.5, 'en');
  return `${count} pieces, ${ship}`;
}

await receipt(ITEMS, LOCALE).then((text) => console.log(text));
const line = await summary(ITEMS);
console.log(line);
