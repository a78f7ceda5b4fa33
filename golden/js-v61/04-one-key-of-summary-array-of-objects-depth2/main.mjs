import { restock, sell, soldCount } from './stock.mjs';
import { summarize } from './summary.mjs';

const shelf = [
  { name: 'tea', count: 2, sold: 0 },
  { name: 'jam', count: 1, sold: 0 },
];
const backroom = [{ name: 'tea', count: 9, sold: 0 }];
const slot = restock(shelf, 'jam', 3);
restock(shelf, 'oil', 4);
sell(shelf, slot);
sell(backroom, 0);
const total = summarize(shelf, 'Shelf');
console.log(`total on shelf: ${total}, sold: ${soldCount(shelf)}`);
