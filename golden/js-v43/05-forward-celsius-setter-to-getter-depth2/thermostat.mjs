// Thermostat keeps Kelvin privately; the celsius setter validates and converts.
import { ABSOLUTE_ZERO, round1 } from "./units.mjs";

export class Thermostat {
  static made = 0;
  #kelvin = 293.15;
  #changes = 0;

  constructor(room) {
    this.room = room;
    Thermostat.made += 1;
  }

  set celsius(v) {
    if (v < ABSOLUTE_ZERO) {
      throw new RangeError(`below absolute zero in ${this.room}`);
    }
    this.#kelvin = this.#toKelvin(v);
    this.#changes += 1;
  }

  get celsius() {
    return round1(this.#kelvin + ABSOLUTE_ZERO);
  }

  get fahrenheit() {
    return round1((this.#kelvin + ABSOLUTE_ZERO) * 1.8 + 32);
  }

  get changes() {
    return this.#changes;
  }

  #toKelvin(c) {
    return c - ABSOLUTE_ZERO;
  }
}
