import { quote } from './billing.mjs';

const MONTHS = 12;
const family = quote('family', MONTHS);
const student = quote('student', 6);
console.log(family, student);

const plans = [
  { name: 'family', price: family },
  { name: 'student', price: student },
];
plans.sort((a, b) => a.price - b.price);
for (const p of plans) {
  console.log(`${p.name.padEnd(8)} ${p.price.toFixed(2)}`);
}
console.log(`cheapest: ${plans[0].name}`);
