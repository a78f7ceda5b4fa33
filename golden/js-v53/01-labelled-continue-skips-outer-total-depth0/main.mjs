import { tally } from './tally.mjs';

const orders = [
  { id: 1, amount: 30, items: [{ qty: 2 }, { qty: 1, gift: true }] },
  { id: 2, amount: 50, items: [{ qty: 0 }, { qty: 3 }] },
  { id: 3, amount: 20, items: [{ qty: 1 }] },
];
const total = tally(orders);
console.log(`total ${total}`);
