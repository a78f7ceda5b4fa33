import makeInvoice, { issued, resetCounter } from "./invoice.mjs";
import { webOrder } from "./shop.mjs";

resetCounter(100);

// A counter sale, invoiced directly through the default export (imported as makeInvoice).
const ann = { name: "Ann", loyal: true };
const counterLines = [{ qty: 2, price: 12.5 }, { qty: 1, price: 40 }];
const receipt = makeInvoice(ann, counterLines, "EU");

// A web sale, invoiced inside shop.mjs.
const cart = { customer: { name: "Bob", loyal: false }, items: [{ qty: 0, price: 9 }, { qty: 3, price: 5 }] };
const web = webOrder(cart, "US");

let grand = receipt.total + web;
if (grand > 100) {
  grand -= 10;
}
console.log("counter invoice", receipt.number, receipt.total);
console.log("web order total", web.toFixed(2));
console.log("grand total", grand.toFixed(2));
console.log("issued so far", issued);
