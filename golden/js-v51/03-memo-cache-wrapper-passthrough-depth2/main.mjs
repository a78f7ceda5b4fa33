import { quoteBatch } from './quote.mjs';
import { LOG } from './pricing.mjs';

const RATES = { A: 12.5, B: 40 };
const channel = process.env.CHANNEL || 'web';
const result = quoteBatch(RATES, channel);
console.log(`total=${result.total} misses=${result.misses}`);
console.log(LOG.join(','));
