function pick(first, second, third) {
  const unusedSum = first + third;
  return second * 10;
}

function main() {
  const head = 1;
  const xs = [4, 5];
  const out = pick(head, ...xs);
  return out;
}

console.log(main());
