import { Sensor } from './base.mjs';
import { Thermo } from './thermo.mjs';

// Install two thermometers; the attic one is created first.
function install(names, offsets) {
  const atticOffset = offsets[1] - 1;
  const attic = new Thermo(names[1], atticOffset);
  const hallOffset = offsets[0] / 2;
  const hall = new Thermo(names[0], hallOffset);
  hall.calibrate(2);
  hall.read(20);
  hall.rename('hallway');
  const atticTag = attic.tag();
  console.log(hall.describe(), hall.readings);
  return atticTag;
}

const result = install(['hall', 'attic'], [1, 3]);
console.log(result);
console.log(`next free id: ${Sensor.nextId}`);
