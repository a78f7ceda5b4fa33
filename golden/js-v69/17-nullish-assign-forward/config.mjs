function config(opts) {
  let retries = opts.retries;
  retries ??= 3;
  let delay = 100;
  delay ||= 50;
  const plan = retries * 2;
  const wait = delay + 1;
  return plan;
}

console.log(config({}));
