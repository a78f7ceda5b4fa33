function fee(amount: number, discount?: number): number {
  let d = 0;
  if (discount !== undefined) {
    d = discount;
  }
  return amount - d;
}

const a1 = 100;
const disc = 15;
const x = fee(a1);
const y = fee(50, disc);
console.log(x, y);
