import { buildTable } from './services.mjs';

export function startApp(config) {
  const table = buildTable(config.services, config.net);
  const names = Object.keys(table);
  let main = null;
  for (const n of names) {
    if (n === config.primary) {
      main = table[n];
      break;
    }
  }
  const url = main ?? table[names[0]];
  return { url, count: names.length };
}

const CONFIG = {
  primary: 'billing-api',
  net: { host: 'svc.local' },
  services: {
    Search: { env: { LOG: 'debug' } },
    'Billing API': { env: { PORT_HTTP: '443' } },
    Legacy: { disabled: true, env: {} },
  },
};
const app = startApp(CONFIG);
console.log(`${app.url} (${app.count} services)`);
