import { record, clearLog, snapshot, size } from './log.mjs';

function boot(config) {
  record('boot', config.name);
  record('boot', `mode=${config.mode}`);
  const booted = size();
  clearLog();
  return booted;
}

function serve(requests) {
  for (const req of requests) {
    const path = req.path.toLowerCase();
    record('req', path);
  }
  return snapshot();
}

const config = { name: 'api', mode: 'prod' };
const bootLines = boot(config);
const served = serve([{ path: '/A' }, { path: '/b' }]);
console.log(bootLines, served);
