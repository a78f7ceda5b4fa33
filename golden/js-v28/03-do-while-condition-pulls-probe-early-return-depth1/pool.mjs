import { connect } from './retry.mjs';
import { busiest } from './probe.mjs';

export function startPool(config) {
  const hosts = config.hosts.slice(0, config.size);
  const opts = { delay: config.delay ?? 50, maxDelay: 400, attempts: config.retries };
  const label = config.name.toUpperCase();
  const res = connect(hosts, opts);
  console.log(`${label}: ${res.host} after ${res.attempt} (busiest ${busiest(hosts)})`);
  console.log(res.log.join('\n'));
  return res.host;
}

startPool({
  name: 'primary',
  size: 3,
  delay: 100,
  retries: 5,
  hosts: [
    { name: 'db-1', load: 0.75 },
    { name: 'db-2', load: 0.2, down: true },
    { name: 'db-3', load: 0.65 },
  ],
});
