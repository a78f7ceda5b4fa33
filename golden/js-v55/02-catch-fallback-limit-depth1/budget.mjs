import { readLimit, readSpent } from './limits.mjs';

let fallbacks = 0;

export async function remaining(name, fallback) {
  let limit = 0;
  let source = 'remote';
  try {
    limit = await readLimit(name);
    if (limit < 0) {
      throw new Error(`invalid limit for ${name}`);
    }
    limit = Math.min(limit, 250);
  } catch (err) {
    limit = fallback;
    source = 'default';
    fallbacks += 1;
    console.log(`${name}: ${err.message}`);
  }
  const spent = await readSpent(name);
  console.log(`${name} limit from ${source}`);
  return limit - spent;
}

const food = await remaining('food', 100);
const travel = await remaining('travel', 80);
console.log(food, travel, fallbacks);
