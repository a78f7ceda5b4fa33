// Fill a small cart; the quantity setter sees a repeat, a cap and a bad value.
import { CartLine } from "./cartline.mjs";

const apple = new CartLine("apple");
const pear = new CartLine("pear");

apple.quantity = 3;
pear.quantity = 120;
apple.quantity = 3;
try {
  apple.quantity = -2;
} catch (err) {
  console.log(`rejected: ${err.message}`);
}
pear.quantity = 4;

console.log(apple.report());
console.log(pear.report());
console.log(`apple now ${apple.quantity}, touched ${apple.touched}`);
console.log(`pear now ${pear.quantity}, touched ${pear.touched}`);
