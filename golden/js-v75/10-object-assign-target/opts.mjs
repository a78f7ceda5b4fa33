const DEFAULTS = { retries: 3, verbose: false };
const EXTRA = { verbose: true };

const opts = {};
Object.assign(opts, DEFAULTS, EXTRA);
const clone = Object.assign({}, opts);
clone.retries = 9;
const n = opts.retries;
console.log(n, clone.retries);
