import { Converter, EXCHANGE_RATE } from "./rates";
import type { Quote } from "./rates";
import { invoiceLine, totalNet } from "./billing";

const conv = new Converter(EXCHANGE_RATE, "ecb");
const preview = conv.convert(100);
console.log(`preview ${preview}`);

const quotes: Quote[] = [
  { amount: 50, currency: "EUR" },
  { amount: 0, currency: "EUR" },
  { amount: 120, currency: "USD" },
];
const extra: Quote = { amount: 10, currency: "EUR" };

for (const q of quotes) {
  const line = invoiceLine(q, conv);
  console.log(line.text);
}
const total = totalNet([...quotes, extra], conv);
console.log(`total ${total.toFixed(2)}`);
