let level = 0;
let other = 0;

function configure(v) {
  const doubled = v * 2;
  level = doubled;
  other = 1;
}

function describe() {
  const msg = `level ${level}`;
  const k = other + 1;
  console.log(k);
  return msg;
}

function main() {
  configure(4);
  const text = describe();
  console.log(text);
}

main();
