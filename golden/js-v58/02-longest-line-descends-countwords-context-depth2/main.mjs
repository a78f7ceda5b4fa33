import { longestLine } from './stats.mjs';
import { countWords } from './text.mjs';

const title = 'Weekly  report';
const body = ['alpha beta', 'gamma  delta epsilon', 'zeta'];
const titleWords = countWords(title);
const most = longestLine(body);
console.log(`title has ${titleWords} words; longest line has ${most}`);
