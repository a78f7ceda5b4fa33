import { makeTicketBatch, describeBatch } from "./tickets.mjs";

function Desk(label, open) {
  this.label = label;
  this.open = open;
}

Desk.prototype.code = function () {
  return this.label.slice(0, 2).toUpperCase();
};

const front = new Desk("front", true);
const side = new Desk("side", false);

const morning = [
  { name: "ada", cancelled: false },
  { name: "bo", cancelled: true },
  { name: "cy", cancelled: false },
  { name: "di", cancelled: false },
];
const evening = morning.filter((r) => r.name !== "bo");
const rush = evening.length > 2;
let cap = 2;

const first = makeTicketBatch(front.code(), morning, cap);
if (rush) {
  cap = 5;
}
const second = makeTicketBatch(Desk.prototype.code.call(side), evening, cap + 1);
console.log(describeBatch(first), "| issued", first.issued);
console.log(describeBatch(second), "| issued", second.issued);
