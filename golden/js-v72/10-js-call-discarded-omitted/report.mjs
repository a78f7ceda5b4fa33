function report(title, value) {
  const line = title + ": " + String(value);
  console.log(line);
}

function main() {
  const a = "sum";
  let b = 1;
  let c = 9;
  b = b + 2;
  c = c + b;
  report(a, b);
  console.log(c);
}

main();
