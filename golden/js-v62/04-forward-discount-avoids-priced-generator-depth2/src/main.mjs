import { checkout } from './pricing.mjs';

function codeValue(code) {
  if (code === 'HALF') {
    return 50;
  }
  return 5;
}

function run(code) {
  const cart = [{ price: 40 }, { price: 80 }];
  const discount = codeValue(code);
  const total = checkout(cart, discount);
  const sample = checkout([{ price: 10 }], 0);
  console.log('total', total);
  console.log('sample', sample);
  return total;
}

const result = run('HALF');
console.log('result', result.toFixed(2));
