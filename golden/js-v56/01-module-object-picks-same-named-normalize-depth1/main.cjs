'use strict';

const text = require('./text.cjs');
const { normalize } = require('./num.cjs');

function describe(item) {
  const width = item.tag.length * 8;
  const label = text.normalize(item.name, width);
  const price = normalize(item.price);
  const line = label + ': ' + price;
  return line;
}

const items = [
  { name: '  Red Apple ', price: 1.2345, tag: 'fruit' },
  { name: 'Green  Pear', price: 0.987, tag: 'fruit-and-veg' },
];
for (const it of items) {
  console.log(describe(it));
}
const featured = { name: ' Big Deal ', price: 9.999, tag: 'hot' };
const headline = describe(featured);
console.log(headline.toUpperCase());
