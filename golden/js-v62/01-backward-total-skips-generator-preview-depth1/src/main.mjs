import { FACTOR, calibrated, makeSensors } from './sensors.mjs';

// Prints a preview from the generator, then totals the calibrated bases.
function report(names) {
  const sensors = makeSensors(names);
  const preview = [...calibrated(sensors)];
  console.log(preview.join(', '));
  let total = 0;
  let seen = 0;
  for (const s of sensors) {
    seen += 1;
    total += s.base * FACTOR;
  }
  console.log(`seen ${seen}`);
  console.log(`total ${total}`);
  return total;
}

const grand = report(['alpha', 'beta', 'gamma']);
console.log('done', grand > 0);
