// Price two products, then show what the pen's price getter reports.
import { Product, CURRENCY } from "./product.mjs";

function parsePrice(text) {
  const cleaned = text.replace(",", ".").trim();
  return Number(cleaned);
}

const pen = new Product("P-100");
const ink = new Product("I-200");
const requested = parsePrice(" 1,234 ");
const bulk = parsePrice("9000");
pen.price = requested;
ink.price = bulk;
const shown = pen.price;
const stock = Product.count();
const inkShown = ink.price;
console.log(`pen ${shown} ${CURRENCY}, ink ${inkShown} ${CURRENCY}`);
console.log(`${stock} products, pen label: ${pen.label()}`);
console.log(`ink cents ${ink.cents}`);
