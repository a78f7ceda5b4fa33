class Base {
  constructor() {
    this.log = [];
  }

  record(msg) {
    this.log.push(msg);
  }
}

class Timed extends Base {
  record(msg) {
    super.record(`[t] ${msg}`);
    this.last = msg;
  }
}

function go(a, b) {
  const t = new Timed();
  t.record(a);
  const other = new Base();
  other.record(b);
  return t;
}

console.log(go('x', 'y'));
