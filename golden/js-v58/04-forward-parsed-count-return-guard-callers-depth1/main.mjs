import { parseCount, describe } from './fields.mjs';

const settings = { retries: '3', workers: 'four', host: 'db.local' };
const retries = parseCount(settings.retries, 'retries');
const workers = parseCount(settings.workers, 'workers');
const host = settings.host.toUpperCase();
let summary = `host ${host}`;
if (retries > 0) {
  summary += ` with ${retries} retries`;
}
console.log(summary);
describe(retries, workers);
