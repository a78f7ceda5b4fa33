import { Rounding, TaxRule } from "./tax";

function priceOrder(net: number, region: string, verbose: boolean): number {
  const rate = region === "eu" ? 0.2 : 0.07;
  const vat = new TaxRule(rate, "VAT");
  const levy = new TaxRule(0.02, "eco levy");
  const why = verbose ? "itemised receipt" : "receipt";
  const cents = new Rounding(0.05, why);
  const vatAmount = vat.apply(net);
  const gross = cents.snap(net + vatAmount);
  const levyLine = levy.line(gross);
  console.log(`${levyLine.name}: ${levyLine.amount}`);
  return gross;
}

function runTill(items: number[], region: string): number {
  let subtotal = 0;
  for (const item of items) {
    subtotal += item;
  }
  const total = priceOrder(subtotal, region, false);
  return total;
}

const REGION = process.argv[2] ?? "eu";
const basket = [12.5, 7.25, 30];
console.log(runTill(basket, REGION).toFixed(2));
