export { core as entry, unused as spare } from './mid.mjs';
