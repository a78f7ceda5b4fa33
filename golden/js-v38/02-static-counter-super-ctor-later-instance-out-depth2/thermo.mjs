import { Sensor } from './base.mjs';

// A thermometer: a sensor with a calibration offset and a reading log.
export class Thermo extends Sensor {
  static PRECISION = 1;
  readings = [];

  constructor(label, offset) {
    super(label);
    this.offset = offset;
  }

  read(raw) {
    const value = raw + this.offset;
    this.readings.push(value.toFixed(Thermo.PRECISION));
    return value;
  }

  calibrate(delta) {
    this.offset += delta;
  }
}
