// Depth-first traversal of a directory tree without recursion.

export function walk(root, visit) {
  const stack = [root];
  let visited = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    visit(node);
    visited += 1;
    for (const child of node.children ?? []) {
      stack.push(child);
    }
  }
  return visited;
}
