import { shippingFee, describeFee } from './shipping.mjs';

const EXPRESS_FEE = 12;

export function quote(items, express) {
  let subtotal = 0;
  for (const item of items) {
    subtotal += item.price * item.qty;
  }
  const standard = shippingFee(subtotal);
  const rush = shippingFee(subtotal, EXPRESS_FEE);
  const chosen = express ? rush : standard;
  return { subtotal, chosen, note: describeFee(chosen) };
}

const cart = [
  { price: 9, qty: 2 },
  { price: 4, qty: 1 },
];
const result = quote(cart, true);
console.log(result);
