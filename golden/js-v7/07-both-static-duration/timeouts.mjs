import { Duration, describe } from './duration.mjs';

const FALLBACK = '30s';

export function timeouts(env) {
  const connect = Duration.parse(env.CONNECT_TIMEOUT ?? '500');
  const total = Duration.parse(env.TOTAL_TIMEOUT ?? '', 's');
  const budget = total ?? Duration.parse(FALLBACK);
  const overall = Duration.sum(budget, connect);
  console.log(`connect ${describe(connect)}, overall ${describe(overall)}`);
  return { connectMs: connect.ms, overallMs: overall.ms };
}

const fromEnv = timeouts({ TOTAL_TIMEOUT: '45', CONNECT_TIMEOUT: '250ms' });
const fallback = timeouts({});
console.log(fromEnv, fallback);
