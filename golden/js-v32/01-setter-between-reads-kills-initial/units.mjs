// Display settings kept as module state, changed by setters.
let unit = 'cm';
let digits = 0;

function setUnit(u) {
  unit = u;
}

function setDigits(d) {
  digits = d;
}

function label(value) {
  const shown = value.toFixed(digits);
  return `${shown} ${unit}`;
}

setDigits(1);
const first = label(12);
setUnit('in');
const second = label(4.5);
setDigits(2);
console.log(first);
console.log(second);
console.log(label(7));
