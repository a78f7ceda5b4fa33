import { subtotalCents, shippingCents, formatCents } from './pricing.mjs';
import { zoneOf, currencyOf } from './customers.mjs';

export function invoiceTotal(cart, zone, currency) {
  const subtotal = subtotalCents(cart.items);
  const shipping = shippingCents(zone, subtotal);
  const total = subtotal + shipping;
  const label = formatCents(total, currency);
  return { total, label };
}

export function checkout(customer, cart) {
  const zone = zoneOf(customer.address);
  const currency = currencyOf(customer.country);
  const bill = invoiceTotal(cart, zone, currency);
  console.log(`${customer.name}: ${bill.label}`);
  return bill;
}

const basket = {
  items: [
    { price: 12.5, qty: 2 },
    { price: 3.2, qty: 0 },
    { price: 9.9, qty: 1 },
  ],
};
const shoppers = [
  { name: 'Ada', country: 'FR', address: { city: ' Lyon ' } },
  { name: 'Max', country: 'CH', address: { city: 'Geneva' } },
];
for (const shopper of shoppers) {
  const bill = checkout(shopper, basket);
  console.log(bill.total);
}
