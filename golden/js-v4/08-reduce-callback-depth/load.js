const FACTOR = 1.5;
const START = 10;

const weightOf = (item) => item.kg * FACTOR;

function load(items, extra) {
  const base = START + extra;
  const heavy = items.filter((item) => item.kg > 20);
  const label = `${heavy.length} heavy`;
  const total = heavy.reduce((acc, item) => acc + weightOf(item), base);
  console.log(label);
  return total;
}

const shipped = load([{ kg: 30 }, { kg: 5 }], 2);
console.log(shipped);
