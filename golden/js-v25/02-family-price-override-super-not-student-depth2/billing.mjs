import { Family, Student } from './plans.mjs';

export function quote(kind, months) {
  let total = 0;
  if (kind === 'family') {
    const plan = new Family(10, 3);
    plan.addExtra(2);
    total = plan.price(months);
  } else {
    const plan = new Student(10);
    plan.discount(0.1);
    total = plan.price(months);
  }
  return total;
}
