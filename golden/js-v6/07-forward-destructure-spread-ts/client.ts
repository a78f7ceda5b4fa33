import merge, { clampTimeout, describe } from "./defaults";
import type { RequestOptions } from "./defaults";

export function buildRequest(path: string, opts: RequestOptions = {}, token?: string) {
  const { timeout: limit = 1000, retries = 0, ...others } = opts;
  const cfg = merge(others, token);
  cfg.timeout = clampTimeout(limit);
  const url = `${cfg.baseUrl}/${path}`;
  const attempts = retries + 1;
  const deadline = Date.now() + cfg.timeout * attempts;
  const init = { ...cfg, method: "GET" };
  console.log(`GET ${url} (${attempts} attempts)`);
  return { url, init, deadline };
}

export function send(path: string, opts?: RequestOptions, token?: string): string {
  const req = buildRequest(path, opts, token);
  const label = describe(req.init);
  const wait = req.deadline - Date.now();
  if (wait <= 0) {
    return `${label}: expired`;
  }
  return `${label} in ${wait}ms to ${req.url}`;
}
