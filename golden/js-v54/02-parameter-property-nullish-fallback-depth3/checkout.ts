import { Fee } from './fees.js';

const STANDARD_RATE: number = 0.02;
const EXPRESS_RATE: number = 0.05;

type Note = string | undefined;

function quote(amount: number, note?: Note): number {
  const fee = new Fee(STANDARD_RATE, 10);
  const rush = new Fee(EXPRESS_RATE);
  const text: string = note ?? rush.describe();
  console.log(text);
  const charged: number = fee.apply(amount);
  return amount + charged;
}

console.log(quote(200));
console.log(quote(80, "gift"));
