import { loadConfig } from './config.mjs';
import { checkField } from './check.mjs';

const env = { PORT: '8080', WORKERS: '-2', RETRIES: 'three' };
const scratch = [];
const retries = checkField('retries', env.RETRIES, 3, scratch);
const config = loadConfig(env);
console.log(config.ok, retries, scratch.length);
