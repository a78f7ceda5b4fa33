import { Savings } from './bank.mjs';

const small = new Savings(1000);
const large = new Savings(4900);
const months = small.grow(12, 5000);
const capped = large.grow(12, 5000);
console.log(months, capped);
console.log(Savings.describe());
