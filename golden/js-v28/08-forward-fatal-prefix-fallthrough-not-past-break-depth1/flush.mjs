import { route } from './router.mjs';

export function flush(entries) {
  const counts = route(entries, 40);
  const alerts = [];
  for (const m of counts.out) {
    if (m.channel === 'alerts') {
      alerts.push(m.text);
    } else {
      console.log(m.text);
    }
  }
  console.log(alerts.join('\n'));
  return counts.urgent;
}

const urgent = flush([
  { level: 'info', at: 1, msg: 'started' },
  { level: 'debug', at: 2, msg: 'cache warm' },
  { level: 'error', at: 3, msg: 'disk slow' },
  { level: 'fatal', at: 4, msg: 'disk gone and the whole volume is unreadable' },
]);
console.log(`urgent: ${urgent}`);
