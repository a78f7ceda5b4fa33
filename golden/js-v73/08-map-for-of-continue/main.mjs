function tally(skip) {
  const stock = new Map([["pen", 3], ["ink", 5], ["cap", 2]]);
  stock.set("pad", 4);
  let total = 0;
  let seen = 0;
  for (const [name, qty] of stock) {
    seen += 1;
    if (name === skip) {
      continue;
    }
    total += qty;
  }
  return total;
}

const a = tally("ink");
const b = tally("cap");
console.log(a, b);
