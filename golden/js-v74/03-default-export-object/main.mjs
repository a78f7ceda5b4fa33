import conf, { extra } from './cfg.mjs';

function plan(factor) {
  const n = conf.retries * factor;
  const e = extra + 1;
  console.log(e);
  return n;
}

const total = plan(5);
console.log(total);
