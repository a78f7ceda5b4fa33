const DEFAULT_H = 7;

function box(w, h = DEFAULT_H) {
  return w * h;
}

function main() {
  const side = 3;
  const tall = 10;
  const a = box(side);
  const b = box(side, tall);
  console.log(a);
  return b;
}

console.log(main());
