import { Square, Circle } from "./shapes.js";

function totalArea(sideLen: number, radius: number): number {
  const sq = new Square(sideLen);
  const ci = new Circle(radius);
  const a = sq.area();
  const b = ci.area();
  console.log(ci.describe());
  const total = a + b;
  return total;
}

const sizes = [3, 2];
const result = totalArea(sizes[0], sizes[1]);
console.log(`total area ${result.toFixed(2)}`);
