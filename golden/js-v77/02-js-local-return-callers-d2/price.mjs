function price(q) {
  let base = 10;
  const tax = 3;
  const total = base * q;
  const label = `n=${q}`;
  console.log(label, tax);
  return total;
}

function order(q) {
  const p = price(q);
  const shipping = 5;
  const sum = p + shipping;
  return sum;
}

function checkout() {
  const s = order(2);
  return s * 2;
}

const result = checkout();
console.log(result);
