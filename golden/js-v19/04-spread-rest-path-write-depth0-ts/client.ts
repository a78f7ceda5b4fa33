import { loadDefaults, resolveToken, API_VERSION } from "./config.js";
import type { Options } from "./config.js";

const USER_AGENT = "acme-client/2.1";

export async function buildRequest(path: string, opts: Options) {
  const base = await loadDefaults(opts.profile);
  base.headers = { ...base.headers, "user-agent": USER_AGENT };
  const { timeout: limitMs, retry, ...rest } = { ...base, ...opts };
  rest.retries = retry?.count ?? 0;
  const token = await resolveToken(rest.auth?.user, opts.scope);
  const headers = { ...rest.headers, authorization: `Bearer ${token}` };
  const url = `${rest.origin}/v${API_VERSION}/${path.replace(/^\//, "")}`;
  const deadline = Date.now() + (limitMs ?? 5000);
  console.log(`-> ${url} (${rest.retries} retries)`);
  return { url, headers, deadline };
}

export async function fetchReport(id: number): Promise<string> {
  const req = await buildRequest(`/reports/${id}`, { profile: "reports", scope: "read", retry: { count: 2 } });
  return `${req.url} ${Object.entries(req.headers).map(([k, v]) => `${k}=${v}`).join(" ")}`;
}

console.log(await fetchReport(42));
