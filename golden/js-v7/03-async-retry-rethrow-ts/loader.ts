import { readWithRetry } from "./retry";
import type { Reader } from "./retry";

const LOCAL_TRIES = 5;

export async function loadAll(read: Reader, paths: string[]): Promise<string[]> {
  const [head, ...others] = paths;
  const first = await readWithRetry(read, head);
  const rest = await Promise.all(others.map((p) => readWithRetry(read, p, LOCAL_TRIES)));
  console.log(`loaded ${1 + rest.length} of ${paths.length}`);
  return [first, ...rest];
}

export async function loadProject(read: Reader, root: string): Promise<number> {
  const manifest = `${root}/package.json`;
  const files = await loadAll(read, [manifest, `${root}/tsconfig.json`]);
  const sizes = files.map((f) => f.length);
  return sizes.reduce((a, b) => a + b, 0);
}
