const BASE = 10;
const OTHER = 99;

enum Code {
  Ok = BASE + 1,
  Warn,
  Err = Ok * 4,
}

function classify(n: number): string {
  if (n >= Code.Err) {
    return "err";
  }
  return "fine";
}

const r = classify(50);
console.log(r, OTHER);
