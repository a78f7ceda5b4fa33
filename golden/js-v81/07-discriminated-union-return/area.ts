type Shape =
  | { kind: "circle"; r: number }
  | { kind: "square"; side: number };

const PI = 3;
const UNIT = 10;

function area(s: Shape): number {
  let scale = 1;
  switch (s.kind) {
    case "circle":
      scale = 2;
      return PI * s.r * s.r;
    case "square":
      return s.side * s.side * scale;
  }
  return UNIT;
}

function main(): void {
  const sq: Shape = { kind: "square", side: 4 };
  const a = area(sq);
  console.log(a);
}

main();
