import { setFactor, setCurrency, scaled, label, resetPricing } from './pricing.mjs';

// Price two basket lines under changing pricing rules.
const small = 10;
const big = 20;
const rows = [];

function show(name, value) {
  rows.push(`${name.padEnd(8)}${value}`);
}

const before = scaled(small);
setFactor(-2);
setCurrency('USD');
const after = scaled(big);
const text = label(big);
resetPricing();
setFactor(3);
const again = scaled(small);
show('before', before);
show('after', after);
show('label', text);
show('again', again);
console.log(rows.join('\n'));
