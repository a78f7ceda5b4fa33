import p from './price.mjs';

function checkout() {
  const q = 3;
  const c = 'SAVE';
  const t = p(q, c);
  return t;
}

console.log(checkout());
