import { pickSupplier } from "./inventory.mjs";

const SUPPLIERS = [{ name: "acme", region: "south", open: true }, { name: "bolt", region: "north", open: true }];

export function route(orders, region) {
  const plan = [];
  for (const [i, order] of orders.entries()) {
    const pick = pickSupplier(order.items, SUPPLIERS, region);
    if (pick !== null) {
      plan.push(`${i}:${pick.chosen}/${pick.probes}`);
    }
  }
  return plan;
}

const ORDERS = [{ items: [{ qty: 5 }, { qty: 3 }] }, { items: [{ qty: 1 }] }, { items: [{ qty: 9 }] }];
console.log(route(ORDERS, process.argv[2] || "north"));
