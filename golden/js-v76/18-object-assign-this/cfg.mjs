const RETRIES = 4;

class Cfg {
  constructor(opts) {
    Object.assign(this, opts);
  }
}

const c = new Cfg({ retries: RETRIES });
const n = JSON.stringify(c);
console.log(n);
