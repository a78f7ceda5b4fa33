import { priceLine, discount, describe } from './inventory.mjs';

const rates = { unit: 4 };
const pen = { name: 'pen', qty: 3 };
const cap = { name: 'cap' };

const first = priceLine(pen, rates);
const second = priceLine(cap, rates);
const reduced = discount(first + second, { percent: 20 });

console.log(describe(pen));
console.log(describe(cap));
console.log(`first=${first} second=${second}`);
console.log(`reduced=${reduced}`);

const extra = { ...pen, qty: 7 };
extra.name = 'pencil';
console.log(pen.name, extra.name, extra.qty);
console.log(discount(extra.qty * 5));
console.log(discount(3, { floor: 5 }));
console.log(priceLine({ name: 'ink', qty: 2 }, { unit: 1 }));
