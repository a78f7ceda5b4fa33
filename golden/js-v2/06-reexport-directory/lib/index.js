export { area } from './shapes.js';
export { perimeter as edge } from './shapes.js';
export const VERSION = '1.0';
