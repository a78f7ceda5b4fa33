enum Color {
  Red = "RED",
  Blue = "BLUE",
}

function price(c: Color, base: number): number {
  let p = base;
  switch (c) {
    case Color.Red:
      p = base * 2;
      break;
    case Color.Blue:
      p = base + 1;
  }
  return p;
}

const b = 10;
const pick = Color.Blue;
const unused = Color.Red;
const total = price(pick, b);
console.log(total, unused);
