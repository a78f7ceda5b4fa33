function norm(v, scale) {
  const s = v / scale;
  return s;
}

function main() {
  const a = 10;
  const b = 20;
  const sa = 2;
  const sb = 4;
  const first = norm(a, sa);
  const second = norm(b, sb);
  console.log(first);
  return second;
}

console.log(main());
