import { quote } from './quote.mjs';

const alice = { name: 'alice', tier: 'gold', annual: true, student: false };
const bob = { name: 'bob', tier: 'trial', annual: false, student: true };
console.log(quote(alice));
console.log(quote(bob));
