function total(label, ...nums) {
  let sum = 0;
  for (const v of nums) {
    sum += v;
  }
  console.log(label);
  return sum;
}

function main() {
  const name = "t";
  const a = 2;
  const b = 3;
  const r = total(name, a, b);
  return r;
}

console.log(main());
