import { Ledger } from './ledger.mjs';

function openFor(name, amount) {
  const led = Ledger.open(name, amount);
  const spare = Ledger.open('spare', amount * 2);
  const text = JSON.stringify(led);
  console.log(`spare: ${spare.opening}`);
  return text;
}

const label = 'ann';
const tiny = 4;
const first = openFor(label, tiny);
const second = openFor('bob', 25);
console.log(first);
console.log(second);
console.log(`issued ${Ledger.count()}`);
