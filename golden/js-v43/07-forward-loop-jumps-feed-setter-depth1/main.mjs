// Feed a batch of samples to the inside sensor; skip gaps, stop at the first negative.
import { Sensor } from "./sensor.mjs";

const samples = [12, null, 30, 5000, 18, -1, 25];
const inside = new Sensor("in");
const outside = new Sensor("out");
let skipped = 0;

for (const s of samples) {
  if (s === null) {
    skipped += 1;
    continue;
  }
  if (s < 0) {
    break;
  }
  inside.reading = s;
}
outside.reading = 7;

const avgIn = inside.average;
const avgOut = outside.average;
const dropped = inside.rejected;
const report = `inside avg ${avgIn.toFixed(1)}, rejected ${dropped}`;
console.log(report);
console.log(`outside avg ${avgOut.toFixed(1)}`);
console.log(`skipped ${skipped}, sensors ${Sensor.instances}`);
