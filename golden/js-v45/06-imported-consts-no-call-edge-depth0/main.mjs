import money, { VAT as vat, FREE_SHIPPING, FLAT_SHIPPING, settings, orderCount, nextOrder } from "./config.mjs";

// main's own VAT is the reduced rate for books; the imported VAT is used as `vat`.
const VAT = 0.07;

function quote(net, express, coupon) {
  const id = nextOrder();
  let gross = net * (1 + vat);
  if (express) {
    gross += 9;
  }
  let shipping = FLAT_SHIPPING;
  shipping = gross >= FREE_SHIPPING ? 0 : 3.5;
  const discount = Math.min(coupon, gross / 10);
  const opts = { ...settings };
  opts.decimals = 0;
  const due = Number((gross + shipping).toFixed(settings.decimals));
  console.log("quote", id, money(due - discount), "rounded", (due - discount).toFixed(opts.decimals));
  return due - discount;
}

const express = process.argv.includes("--express");
const books = 30 * (1 + VAT);
const first = quote(books, express, 0);
const second = quote(80, true, 5);
console.log(first.toFixed(2), second.toFixed(2));
console.log("orders placed", orderCount);
