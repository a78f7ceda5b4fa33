import { issuedSoFar, reserve, usePrefix, whoWasLast } from "./ids.mjs";

export function billAll(orders, series) {
  usePrefix(series);
  const refs = [];
  for (const order of orders) {
    if (order.lines === 0) {
      continue;
    }
    const copies = order.duplicate ? 2 : 1;
    refs.push(reserve(copies, order.customer));
  }
  const used = issuedSoFar();
  console.log(`${refs.join(" ")}: ${used} numbers, last for ${whoWasLast()}`);
  return refs;
}

const week = [];
week.push({ customer: "Brouwer", lines: 3, duplicate: false });
week.push({ customer: "Claes", lines: 0, duplicate: true });
week.push({ customer: "Dekker", lines: 1, duplicate: true });
billAll(week, "Q3");
