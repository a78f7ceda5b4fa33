// Sensor accumulates readings through a setter; average is a getter over private fields.
export class Sensor {
  static instances = 0;
  #sum = 0;
  #n = 0;
  #rejected = 0;

  constructor(id) {
    this.id = id;
    Sensor.instances += 1;
  }

  set reading(v) {
    if (v > 1000) {
      this.#rejected += 1;
      return;
    }
    this.#sum += v;
    this.#n += 1;
  }

  get average() {
    if (this.#n === 0) {
      return 0;
    }
    return this.#sum / this.#n;
  }

  get rejected() {
    return this.#rejected;
  }

  reset() {
    this.#sum = 0;
    this.#n = 0;
    this.#rejected = 0;
  }
}
