// Every sensor takes the next id from a counter kept on the class.
export class Sensor {
  static nextId = 1;

  constructor(label) {
    this.id = Sensor.nextId;
    Sensor.nextId += 1;
    this.label = label;
  }

  tag() {
    return `${this.label}-${this.id}`;
  }

  rename(label) {
    this.label = label;
  }

  describe() {
    return `sensor ${this.tag()}`;
  }
}

// Ids below 11 are reserved for wired sensors.
Sensor.nextId += 10;
