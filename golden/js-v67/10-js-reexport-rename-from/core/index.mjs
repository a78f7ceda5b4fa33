export { total as sum } from './sum.mjs';
export { count } from './sum.mjs';
