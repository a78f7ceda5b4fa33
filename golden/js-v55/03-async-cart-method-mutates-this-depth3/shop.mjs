import { Cart } from './cart.mjs';

async function run(owner) {
  const cart = new Cart(owner);
  const spare = new Cart('guest');
  await cart.add('pen', 4);
  await spare.add('pad', 1);
  await cart.add('ink', 2);
  const info = await cart.describe();
  console.log(info);
  const due = await cart.checkout();
  return due;
}

const amount = await run('ann');
console.log(amount);
