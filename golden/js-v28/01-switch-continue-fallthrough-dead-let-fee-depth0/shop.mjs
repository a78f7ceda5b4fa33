import { quote } from './quote.mjs';

const RATES = { post: 4, courier: 9, rush: 6, flat: 25 };

export function checkout(cart) {
  const parcels = cart.items.filter((item) => item.qty > 0);
  const result = quote(parcels, RATES);
  const label = result.manual > 0 ? 'needs review' : 'ready';
  return `${label}: ${result.total}`;
}

console.log(checkout({
  items: [
    { method: 'pickup', qty: 2 },
    { method: 'post', qty: 1 },
    { method: 'letter', qty: 3 },
    { method: 'express', qty: 1 },
    { method: 'courier', qty: 2 },
    { method: 'freight', qty: 1 },
  ],
}));
