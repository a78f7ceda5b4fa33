import { walk } from './tree.mjs';

export function scan(root, limit) {
  const large = [];
  const names = [];
  let bytes = 0;
  walk(root, (node) => {
    names.push(node.name);
  });
  const onNode = (node) => {
    bytes += node.size;
    if (node.size >= limit) {
      large.push(node.name);
    }
  };
  const count = walk(root, onNode);
  large.sort();
  return { large, bytes, count, names };
}

export function report(tree, opts) {
  const threshold = opts.limit * 1024;
  const result = scan(tree, threshold);
  const lines = result.large.map((n) => `big: ${n}`);
  lines.push(`${result.count} nodes, ${result.bytes} bytes`);
  return lines;
}
