import { fillCart, changeQty } from './cart.mjs';

const orders = [
  { sku: 'tea', qty: '3' },
  { sku: 'mug', qty: '2.5' },
  { sku: 'mug', qty: '80' },
  { sku: 'mug', qty: '2' },
];
const { cart, subtotal } = fillCart(orders);
console.log(subtotal, cart.length);
console.log(changeQty(cart[0], 7).qty);
