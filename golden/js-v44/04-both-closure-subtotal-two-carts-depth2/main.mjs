import { makeCart } from "./cart.mjs";

function Customer(name, vip) {
  this.name = name;
  this.vip = vip;
}
Customer.prototype.greet = function () {
  return (this.vip ? "Welcome back, " : "Hello, ") + this.name;
};

const ann = new Customer("ann", true);
const bob = new Customer("bob", false);

const annLines = [
  { price: 4.5, qty: 2 },
  { price: 12, qty: 0 },
  { price: 3, qty: 1 },
];
const bobLines = [{ price: 20, qty: 1 }];
let coupon = null;
if (annLines.length > 2) {
  coupon = { amount: 5 };
}

const annCart = makeCart(ann.name, annLines, coupon);
const bobCart = makeCart(bob.name, bobLines, null);
console.log(ann.greet(), "/", bob.greet());
console.log(annCart.owner, annCart.units, "units, total", annCart.total);
console.log(bobCart.owner, "total", bobCart.total);
