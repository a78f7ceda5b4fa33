import { LoudWatcher, Watcher } from './watch.mjs';

const LIMIT = 80;
const disk = new LoudWatcher('disk', LIMIT);
const cpu = new Watcher('cpu', 95);
const samples = [70, 85, 99];
for (const s of samples) {
  disk.check(s);
  cpu.check(s);
}
console.log(disk.report());
console.log(cpu.report());
const spikes = samples.filter((s) => s > 90);
console.log(`${spikes.length} spikes above 90`);
console.log(`checked ${samples.length} samples`);
