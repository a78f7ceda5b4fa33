// Price a family trip: one adult fare and one child fare from the same base.
import { Fare, ChildFare, BOOKING_FEE } from "./fares.mjs";

function formatEuros(amount) {
  const fixed = amount.toFixed(2);
  return `EUR ${fixed}`;
}

const baseFare = 40.4;
const discount = 5;
const adult = new Fare(baseFare - discount);
const kid = new ChildFare(baseFare);
adult.base = 36;

const adultDue = adult.total;
const due = kid.total;
const perPerson = (adultDue + due) / 2;
console.log(`adult ${formatEuros(adultDue)}, child ${formatEuros(due)}`);
console.log(`booking fee included for adults: ${BOOKING_FEE}`);
console.log(`average ${formatEuros(perPerson)}, ${ChildFare.issued} child fare(s)`);
