class Box {
  constructor() {
    this.items = [];
    this.tag = "b";
  }
  add(v) {
    this.items.push(v);
  }
  size() {
    return this.items.length;
  }
}

function main() {
  const box = new Box();
  const w = 5;
  box?.add(w);
  box?.size();
  return box;
}

console.log(main());
