import { planFee } from './fees.mjs';

export function quote(customer) {
  const months = customer.annual ? 12 : 1;
  let price = planFee(customer.tier, months);
  if (customer.student) {
    price = planFee('silver', months) / 2;
  }
  const label = `${customer.name}: ${price}`;
  return label;
}
