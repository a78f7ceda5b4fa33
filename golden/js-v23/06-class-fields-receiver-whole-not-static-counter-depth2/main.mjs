import { checkout, preview } from './checkout.mjs';
import { Cart } from './cart.mjs';

function parseLine(text) {
  const [name, price] = text.split(':');
  return [name.trim(), Number(price)];
}

function loadLines(raw) {
  const rows = [];
  for (const line of raw.split('\n')) {
    if (!line.trim()) {
      continue;
    }
    rows.push(parseLine(line));
  }
  return rows;
}

function audit(raw) {
  const parsed = loadLines(raw);
  return parsed.length;
}

const lines = loadLines('apple:0.5\npear:1.25\n\nplum:2');
const who = process.env.CART_OWNER ?? 'guest';
console.log(checkout(who, lines, 'SPRING'));
console.log(checkout('bob', [['tea', 3]]));
console.log(preview('eve', [['mug', 8, 2]]));
console.log(`${Cart.created} carts created`);
console.log(audit('x:1\ny:2'));
