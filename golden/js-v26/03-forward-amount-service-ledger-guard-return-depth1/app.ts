import { ledger } from "./service";

export function book(text: string, note: string): string {
  const amount = parseFloat(text);
  const stamp = note.trim().toUpperCase();
  const tax = amount * 0.2;
  ledger.record(amount, stamp);
  ledger.record(tax, "tax");
  const sum = ledger.total();
  const line = ledger.label();
  const report = `${line}: ${sum.toFixed(2)}`;
  return report;
}

console.log(book("12.50", " lunch "));
