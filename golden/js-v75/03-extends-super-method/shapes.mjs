const NOTE = "made";

class Base {
  constructor(name) {
    this.name = name;
  }
  describe() {
    return this.name;
  }
  shout() {
    return this.name + "!";
  }
}

class Child extends Base {
  constructor(name, level, note) {
    super(name.toUpperCase());
    this.level = level;
    console.log(note);
  }
  describe() {
    return super.describe() + ":" + this.level;
  }
}

const c = new Child("ada", 2, NOTE);
const d = c.describe();
console.log(d, c.shout());
