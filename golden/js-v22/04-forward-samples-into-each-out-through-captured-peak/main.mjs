import { hostReport, fleetNames } from './host.mjs';

const READINGS = [
  { host: 'web', name: 'cpu', value: 91 },
  { host: 'web', name: 'mem', value: null },
  { host: 'db', name: 'cpu', value: 40 },
  { host: 'web', name: 'disk', value: 55 },
];

function line(readings, host) {
  const r = hostReport(readings, host);
  return `${r.header} busy=${r.busy} used=${r.used} [${r.names.join(',')}]`;
}

function render(readings) {
  const rows = [line(readings, 'web'), line(readings, 'db')];
  return rows.join('\n');
}

console.log(render(READINGS));
console.log(fleetNames(READINGS).join(' '));
