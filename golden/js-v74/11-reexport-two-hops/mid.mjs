export { base as core, unused } from './core.mjs';
