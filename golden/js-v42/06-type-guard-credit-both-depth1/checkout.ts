import { Customer } from "./models";
import { invoiceTotal, previewCredit } from "./invoice";

function settle(customers: Customer[], amounts: number[]): number {
  const rate = customers.length > 2 ? 6 : 5;
  let revenue = 0;
  for (let i = 0; i < customers.length; i++) {
    const owed = invoiceTotal(customers[i], amounts[i], rate);
    revenue += owed;
  }
  return revenue;
}

const people: Customer[] = [
  { tier: "member", id: "m1", points: 450, referrer: "m0" },
  { tier: "guest", id: "g1" },
  { tier: "member", id: "m2", points: 120 },
];
console.log(previewCredit(300));
console.log(`revenue ${settle(people, [40, 15, 25])}`);
