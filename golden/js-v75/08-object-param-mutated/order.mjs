const RATE = 0.5;
const LABEL = "sale";

function applyDiscount(order, pct, label) {
  order.total = order.total * (1 - pct);
  console.log(label);
}

function show(order) {
  console.log(order.id, order.total);
}

const o = { id: 1, total: 100 };
applyDiscount(o, RATE, LABEL);
show(o);
const final = o.total;
console.log(final);
