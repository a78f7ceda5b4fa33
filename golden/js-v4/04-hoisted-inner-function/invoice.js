'use strict';

const BASE_RATE = 0.08;
const EU_RATE = 0.2;

function invoice(lines, region) {
  let rate = BASE_RATE;
  if (region === 'eu') {
    rate = EU_RATE;
  }
  let total = 0;
  for (const line of lines) {
    total += lineCost(line);
  }
  rate = Math.round(rate * 100);
  console.log(`tax ${rate}%`);
  return total;

  function lineCost(item) {
    const net = item.qty * item.price;
    return net * (1 + rate);
  }
}

module.exports = { invoice };
