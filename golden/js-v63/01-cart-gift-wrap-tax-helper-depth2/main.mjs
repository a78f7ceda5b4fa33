import { Cart } from './cart.mjs';
import { shippingFor, withTax, roundCents, WRAP_PRICE } from './pricing.mjs';

const GIFT_WRAPS = 2;

function checkout(cart, wraps) {
  console.log(`checkout for ${cart.owner}`);
  const sub = cart.subtotal();
  const shipping = shippingFor(sub);
  const goods = withTax(sub);
  const wrapCost = withTax(WRAP_PRICE * wraps);
  const total = roundCents(goods + shipping + wrapCost);
  console.log(`  goods ${goods}, shipping ${shipping}`);
  console.log(`  gift wrap ${wrapCost}`);
  return total;
}

const ann = new Cart('ann');
ann.add('tea', 4.25, 3);
ann.add('mug', 9.5);
const bob = new Cart('bob');
bob.add('kettle', 39.0);
bob.add('filter', 2.75, 4);

const annTotal = checkout(ann, GIFT_WRAPS);
const bobTotal = checkout(bob, 0);
console.log(`ann pays ${annTotal}, bob pays ${bobTotal}`);
