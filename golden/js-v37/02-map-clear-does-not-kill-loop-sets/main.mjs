import { priceSession } from "./session.mjs";

const catalog = { pen: 1.5, ink: 4, pad: 2.25 };
const requests = [
  { op: "get", sku: "pen" },
  { op: "get", sku: "pen" },
  { op: "reset" },
  { op: "get", sku: "ink" },
  { op: "reload" },
  { op: "get", sku: "pad" },
];
const result = priceSession(requests, catalog);
console.log(result.cached, result.hits);
console.log(result.log.join("; "));
