import { cartTotals } from "./cart.mjs";

const ORDER = [{ sku: "A1", price: 4.5, qty: 2 }, { sku: "B2", price: 12, qty: 1 }, { sku: "C3", price: 1.25, qty: 12 }];
const VOUCHER = 3;
const member = process.argv.includes("--member");
let off = 0;
if (member) {
  off = VOUCHER;
}
const result = cartTotals(ORDER, off);
console.log(result.gross, result.qty, result.count, result.label);
