import { readLimit } from './limits.mjs';

export function loadSettings(env) {
  const retries = env.RETRIES ? 3 : 1;
  const limit = readLimit(env.LIMIT, 100);
  const verbose = env.VERBOSE === '1';
  return { limit, retries, verbose };
}
