import { loadSettings } from './settings.mjs';
import { audit } from './limits.mjs';

const env = { LIMIT: 'abc', RETRIES: '2' };
const settings = loadSettings(env);
console.log(settings.limit, settings.retries, audit.join(' | '));
const second = loadSettings({ LIMIT: '-4' });
console.log(second.limit);
