import { pick } from './pick.js';

interface Shelf {
  name: string;
  bins?: { count: number };
}

function restock(shelves: Shelf[], wanted: number): string {
  const skus: string[] = shelves.map((s) => s.name.toUpperCase());
  const top = pick(skus);
  const other = pick(shelves, 1);
  const binCount: number = other?.bins?.count ?? 0;
  const order = `${top}:${wanted - binCount}`;
  if (top === undefined) {
    return "empty";
  }
  console.log(`restock ${order}`);
  return order;
}

const shelves: Shelf[] = [
  { name: "tea", bins: { count: 3 } },
  { name: "jam" },
];
const result: string = restock(shelves, 10);
console.log(result);
