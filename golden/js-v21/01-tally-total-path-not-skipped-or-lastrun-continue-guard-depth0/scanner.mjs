import { Tally } from "./tally.mjs";

const MIN_QTY = 2;
const ROWS = ["A-100;4;2.5", "B-200;1;99", "C-300;10;0.4"];

const tally = new Tally("EUR");
for (const row of ROWS) {
  const [sku, qty, price] = row.split(";");
  tally.add(sku, Number(qty), Number(price));
}
const report = tally.summarize(MIN_QTY);
console.log(report);
if (report.startsWith("0.00")) {
  console.log("nothing above the minimum quantity");
}
