class Base {
  constructor(public size: number) {}
}

class Box extends Base {
  constructor(size: number, public color: string, tag: string) {
    super(size * 2);
    console.log(tag);
  }
}

const s = 4;
const c = "red";
const t = "T";
const b = new Box(s, c, t);
const shade = b.color;
console.log(shade);
