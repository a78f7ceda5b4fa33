function weighted(xs, w) {
  let sum = 0;
  let n = 0;
  for (const x of xs) {
    const part = x * w;
    sum += part;
    n++;
  }
  const mean = sum / n;
  console.log(n);
  return mean;
}

function main() {
  const weight = 3;
  const res = weighted([1, 2, 3], weight);
  console.log(res);
}

main();
