import { chunk, runChecks } from './monitor.mjs';
import { describeAlert, silence } from './collect.mjs';

const readings = [
  { sensor: 'temp', value: 71 },
  { sensor: 'hum', value: 40 },
  { sensor: 'co2', value: 950 },
  { sensor: 'temp', value: 68 },
  { sensor: 'hum', value: 75 },
];
const limits = new Map([['temp', 70], ['hum', 60]]);
limits.set('co2', 800);
const units = new Map([['temp', 'C'], ['hum', '%'], ['co2', 'ppm']]);
const sensors = readings.map(({ sensor }) => sensor);

const batches = chunk(readings, 2);
const alerts = runChecks(batches, limits);
limits.set('temp', 75);
const quiet = silence(alerts, 'hum');
for (const alert of quiet) {
  console.log(`ALERT ${describeAlert(alert, units)}`);
}
console.log(`${alerts.length} alerts from ${new Set(sensors).size} sensors`);
