// Entry point: prints the effective configuration.
import { defaultsFor, loadConfig, describeDefaults } from './config.mjs';
import { safeFetch, cacheReport } from './settings.mjs';

const ENV = process.env.APP_ENV ?? 'prod';
const DEFAULTS = defaultsFor(ENV);
const banner = `config for ${ENV}`;

async function showRetries() {
  const retries = await safeFetch('retries', DEFAULTS.retries);
  const count = Number(retries);
  console.log(`retries ${count}`);
  return count;
}

console.log(banner);
console.log(describeDefaults(DEFAULTS));
await showRetries();
console.log(cacheReport());
loadConfig(DEFAULTS).then((cfg) => JSON.stringify(cfg)).then((text) => console.log(text));
