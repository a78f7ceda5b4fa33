import * as fmt from './index.mjs';

const GIB = 1024 ** 3;
const DISKS = [
  { name: '/', total: 512 * GIB, free: 20 * GIB },
  { name: '/data', total: 2048 * GIB, free: 1900 * GIB },
];

export function diskLine(disk) {
  const used = disk.total - disk.free;
  const size = fmt.humanSize(used);
  const cap = fmt.humanSize(disk.total, 0);
  const pct = fmt.usage(used, disk.total);
  const label = `${disk.name.padEnd(6)} ${size} of ${cap} (${pct}%)`;
  if (fmt.status(pct) === 'critical') {
    return `${label} !`;
  }
  return label;
}

for (const disk of DISKS) {
  console.log(diskLine(disk));
}
const spare = fmt.toUnits(DISKS[1].free);
console.log(`spare ${spare.value.toFixed(2)} ${spare.suffix}`, fmt.VERSION);
