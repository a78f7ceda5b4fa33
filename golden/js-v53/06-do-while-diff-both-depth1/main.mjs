import { firstStable } from './stable.mjs';

const samples = [10, 14, 13.8, 13.7, 20];
const tolerance = Number(process.argv[2] ?? 0.5);
const value = firstStable(samples, tolerance);
const shown = value === null ? 'none' : value.toFixed(2);
console.log(`stable reading: ${shown}`);
const drift = samples[samples.length - 1] - samples[0];
console.log(`drift ${drift}`);
