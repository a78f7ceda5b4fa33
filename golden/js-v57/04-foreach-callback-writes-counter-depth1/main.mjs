import { tally, average } from "./stats.mjs";

const orders = [
  { id: "a1", amount: 40 },
  { id: "b2", amount: 180 },
  { id: "c3", amount: 260 },
];
const LIMIT = 100;
const mean = average(orders);
const daily = tally(orders, LIMIT);
const vip = tally([{ id: "d4", amount: 900 }], 500);

function show(name, value) {
  console.log(name.padEnd(8), value);
}

show("mean", mean.toFixed(1));
show("share", daily.share.toFixed(2));
show("vip", vip.share);
show("flagged", daily.flagged.join(","));
show("status", orders.map((o) => o.status ?? "-").join(","));
