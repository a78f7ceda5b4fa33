import { Shape, area, describe } from "./shapes";

const WASTE = 1.1;

export function coatArea(shapes: Shape[], coats: number): number {
  let painted = 0;
  let trim = 0;
  let count = 0;
  for (const s of shapes) {
    switch (s.kind) {
      case "segment":
        trim += s.length;
        continue;
      case "circle":
        painted += area(s);
        break;
      case "rect":
        painted += area(s) * WASTE;
        break;
    }
    count++;
  }
  console.log(`trim ${trim}m over ${count} shapes`);
  return painted * coats;
}

function report(shapes: Shape[], coats: number): void {
  for (const s of shapes) {
    console.log(describe(s));
  }
  const litres = coatArea(shapes, coats) / 10;
  console.log(`litres ${litres.toFixed(2)}`);
}

const sample: Shape[] = [
  { kind: "circle", radius: 1 },
  { kind: "rect", width: 2, height: 3 },
  { kind: "segment", length: 4 },
];
report(sample, 2);
