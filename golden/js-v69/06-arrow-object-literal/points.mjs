const makePoint = (x, y) => ({ x: x * 2, k: 1 });
const norm = (p) => ({ len: p.x + 1, tag: "n" });

function main() {
  const a = 3;
  const b = 4;
  const unused = 9;
  const p = makePoint(a, b);
  const n = norm(p);
  console.log(unused);
  return n.len;
}

console.log(main());
