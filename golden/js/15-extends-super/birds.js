class Animal {
  constructor(name, legs) {
    this.name = name;
    this.legs = legs;
  }

  describe() {
    return `${this.name} walks on ${this.legs}`;
  }
}

class Bird extends Animal {
  constructor(name, canFly, tag) {
    super(name, 2);
    this.canFly = canFly;
    console.log(tag);
  }

  summary() {
    const base = super.describe();
    const extra = this.canFly ? 'flies' : 'grounded';
    return `${base}, ${extra}`;
  }
}

function makeBird(label, flies, verbose) {
  const tag = verbose ? label.toUpperCase() : '';
  const bird = new Bird(label, flies, tag);
  const text = bird.summary();
  return text;
}
