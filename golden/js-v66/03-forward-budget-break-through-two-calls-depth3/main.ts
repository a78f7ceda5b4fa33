import { lineCost, remaining, withTax, describeItem } from "./pricing";
import type { Item } from "./pricing";

const cart: Item[] = [
  { name: "pen", price: 2, qty: 3 },
  { name: "book", price: 12, qty: 1 },
  { name: "lamp", price: 30, qty: 1 },
];

function checkout(items: Item[], limit: number): string[] {
  const bought: string[] = [];
  let spent = 0;
  let count = 0;
  for (const item of items) {
    count++;
    const cost = lineCost(item);
    if (spent + cost > limit) {
      break;
    }
    spent += cost;
    bought.push(item.name);
  }
  const left = remaining(limit, spent);
  const shipping = withTax(5);
  console.log(`${count} seen, ${left} left, shipping ${shipping}`);
  return bought;
}

const budget = 25;
const result = checkout(cart, budget);
console.log(result.join(", "));
console.log(describeItem(cart[0]));
