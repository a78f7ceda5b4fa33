import { state } from './state.mjs';
import { bump, rename } from './writer.mjs';

const amount = 5;
const label = "x";
bump(amount);
rename(label);
const c = state.count;
console.log(c, state.name);
