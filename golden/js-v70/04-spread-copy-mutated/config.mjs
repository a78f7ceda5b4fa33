function configure(base) {
  const opts = { retries: base.retries, mode: 'fast' };
  const copy = { ...opts };
  copy.mode = 'slow';
  copy.retries = 9;
  opts.verbose = true;
  console.log(copy);
  return opts;
}

const cfg = configure({ retries: 2 });
console.log(cfg);
