function double(v) {
  const t = v * 2;
  return t;
}

function describe(v, tag) {
  const s = tag + ":" + v;
  return s;
}

function main() {
  const n = 21;
  const label = "num";
  const d = double(n);
  const text = describe(d, label);
  const other = describe(1, label);
  console.log(text);
  console.log(other);
}

main();
