class Grid {
  constructor(w, h, title) {
    this.title = title;
    this.setup(w, h);
  }

  setup(w, h) {
    this.cells = w * h;
    console.log('setup', w);
  }

  size() {
    return this.cells;
  }
}

function build(width, height, name) {
  const g = new Grid(width, height, name);
  const s = g.size();
  return s;
}

console.log(build(2, 3, 'g'));
