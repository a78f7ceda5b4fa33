import { report } from './du.mjs';

function cli(tree, args) {
  const opts = { limit: Number(args[0] ?? '1'), verbose: args.includes('-v') };
  const lines = report(tree, opts);
  return lines.join('\n');
}

const TREE = {
  name: '/', size: 0, children: [
    { name: 'video.mp4', size: 4096 },
    { name: 'src', size: 0, children: [{ name: 'app.js', size: 900 }, { name: 'bundle.js', size: 2500 }] },
  ],
};
console.log(cli(TREE, ['2']));
