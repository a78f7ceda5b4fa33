import { makeWallet, credit, describe, banner } from "./wallet.mjs";

function Teller(name) {
  this.name = name;
  this.served = 0;
}
Teller.prototype.serve = function (who) {
  this.served += 1;
  return this.name + " served " + who;
};

const desk = new Teller("kim");
const ann = makeWallet("ann", 10);
const bob = makeWallet("bob", 10);

const topUp = 25;
const heading = banner("wallets", topUp);
credit(ann, topUp, "promo");
credit(bob, 5, "promo");
console.log(desk.serve("ann"));

const annView = describe(ann);
const bobView = describe(bob);
console.log(heading);
console.log(annView);
console.log(bobView);
