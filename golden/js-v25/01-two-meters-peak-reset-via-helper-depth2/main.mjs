import { Meter } from './meter.mjs';

const samples = [12, 40, 7, 55, 31];
const power = new Meter('power', 'W');
const heat = new Meter('heat', 'C');
power.record(999);
power.reset();
for (const s of samples) {
  power.record(s);
  heat.record(s / 2);
}
heat.record(99);
console.log(power.label());
const top = power.peak();
const hot = heat.peak();
console.log(top, hot);
