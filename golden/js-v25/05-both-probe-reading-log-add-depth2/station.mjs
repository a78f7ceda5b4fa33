import { Log, Probe } from './sensors.mjs';

export function sample(raws, reference) {
  const probe = new Probe('p1', 1.5);
  const spare = new Probe('p2', 2);
  const log = new Log();
  const backup = new Log();
  probe.calibrate(reference, raws[0]);
  spare.calibrate(reference, raws[1]);
  for (const raw of raws) {
    const reading = probe.read(raw);
    log.add(reading);
    backup.add(spare.read(raw));
  }
  console.log(probe.tag(), backup.average());
  return log.average();
}

console.log(sample([2, 4, 6], 3));
