const { toGrams, shift } = require('./lib/units.cjs');

function weigh(parcel) {
  const grams = toGrams(parcel.kg);
  const code = shift(parcel.id);
  console.log(code);
  return grams;
}

module.exports = { weigh };
