class Box {
  items = [];
  log = [];
  put(x) {
    this.items.push(x);
  }
  note(m) {
    this.log.push(m);
  }
  size() {
    return this.items.length;
  }
}

const MSG = "hi";
const box = new Box();
box.put(1);
box.note(MSG);
const n = box.size();
console.log(n);
