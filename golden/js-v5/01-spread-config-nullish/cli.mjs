import { normalize } from './options.mjs';

const VERBOSE_FLAG = '-v';

export function start(argv) {
  const env = { PORT: argv[0] };
  const user = { host: argv[1], verbose: argv.includes(VERBOSE_FLAG) };
  const label = `${user.host}:${env.PORT}`;
  const cfg = normalize(user, env);
  console.log(label);
  return cfg.retries;
}

const retries = start(process.argv.slice(2));
console.log('retries', retries);
