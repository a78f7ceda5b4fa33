import { dedupe } from "./dedupe.mjs";

export function nightly(batch) {
  const clean = batch.filter((o) => o.qty > 0);
  const result = dedupe(clean);
  const shipped = result.kept.map((o) => o.sku);
  const audit = new Map();
  audit.set("batch", batch.length);
  audit.set("dupes", result.dupes);
  const lines = clean.length;
  return { shipped, audit, lines };
}

const batch = [
  { customer: "ann", sku: "pen", qty: 2 },
  { customer: "bob", sku: "ink", qty: 1 },
  { customer: "ann", sku: "pen", qty: 1 },
  { customer: "cy", sku: "pad", qty: 0 },
];
console.log(nightly(batch));
