// Open two tickets through the factory and print the second one's code.
import { Ticket } from "./tickets.mjs";
import { banner, shorten, SEPARATOR } from "./format.mjs";

function summarize(codes) {
  const sorted = [...codes].sort();
  return `${sorted.length} open: ${sorted.join(", ")}`;
}

const first = Ticket.create("ann", false);
const second = Ticket.create("bob", true);
first.owner = "  Carol  ";

const ref = second.code;
const firstRef = first.code;
const opened = Ticket.opened;

console.log(banner("tickets"));
console.log([firstRef, shorten(first.owner, 4)].join(SEPARATOR));
console.log([ref, second.owner].join(SEPARATOR));
console.log(summarize([ref, firstRef]), `(opened ${opened})`);
