import { Invoice, DiscountInvoice } from './invoice.mjs';

function bill(customer, limit) {
  const plain = new Invoice(customer, [{ sku: 'pen', qty: 10, unitPrice: 2 }]);
  const promo = new DiscountInvoice(customer, [{ sku: 'desk', qty: 1, unitPrice: 250 }, { sku: 'lamp', qty: 0, unitPrice: 40 }, { sku: 'chair', qty: 4, unitPrice: 90 }], 50);
  promo.reference = `${customer}-${limit}`;
  const plainTotal = plain.subtotal();
  let promoRate = 0;
  if (limit > 0) {
    promoRate = promo.discountRate(limit);
  }
  console.log(`${customer}: plain ${plainTotal}, promo rate ${promoRate.toFixed(3)}`);
  return promoRate;
}

console.log(bill('Acme', 3));
console.log(bill('Zed', 0));

function reprint(customer) {
  const copy = new Invoice(customer, [{ sku: 'ink', qty: 3, unitPrice: 7 }]);
  return copy.subtotal();
}

console.log(reprint('Acme'));
