import { Shelf } from './inventory.mjs';
import { restockPlan, lowItems, REORDER_LEVEL } from './plan.mjs';

const front = new Shelf('front');
const back = new Shelf('back');
const bin = new Shelf('bin');

const plan = restockPlan(['apple', 'pear'], REORDER_LEVEL);
back.restock('apple', plan.apple);
back.restock('pear', plan.pear);
front.restock('apple', 2);
bin.restock('plum', 7);

console.log(back.describe());
const moved = back.take('apple', 6);
if (moved) {
  front.restock('apple', 6);
}
bin.take('plum', 2);
front.take('apple', 3);
const pears = back.take('pear', 1);

const counts = { front: front.count('apple'), back: back.count('apple') };
console.log(`low: ${lowItems(counts).join(', ') || 'none'}`);
const left = front.count('apple');
console.log(`apples left at front: ${left}`);
console.log(front.describe(), bin.describe(), pears);
