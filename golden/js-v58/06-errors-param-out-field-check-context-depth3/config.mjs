import { checkField } from './check.mjs';

export function loadConfig(env) {
  const errors = [];
  const defaults = { port: 8080, workers: 4 };
  const port = checkField('port', env.PORT, defaults.port, errors);
  const workers = checkField('workers', env.WORKERS, defaults.workers, errors);
  const ratio = (workers / 2).toFixed(2);
  if (errors.length > 0) {
    console.log(errors.join('; '));
  }
  return { port, workers, ratio, ok: errors.length === 0 };
}
