const VAT = 0.2;
const SHIPPING = 5;

function total(values) {
  let acc = 0;
  for (const v of values) {
    acc += v;
  }
  return acc;
}

function gross(values) {
  let acc = SHIPPING;
  for (const v of values) {
    acc += v * (1 + VAT);
  }
  return acc;
}

export { gross as total, total as subtotal, VAT as rate };
