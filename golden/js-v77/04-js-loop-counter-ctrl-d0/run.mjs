function run(n) {
  let total = 0;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    seen += 1;
    if (i % 2 === 0) {
      total += i;
    }
  }
  const avg = total / 2;
  console.log(seen, avg);
  return avg;
}

const out = run(5);
console.log(out);
