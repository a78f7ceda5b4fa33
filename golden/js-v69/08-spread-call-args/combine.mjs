function combine(a, b, c) {
  return a + c;
}

function main() {
  const head = 1;
  const rest = [2, 3];
  const other = 10;
  const r = combine(head, other, ...rest);
  return r;
}

console.log(main());
