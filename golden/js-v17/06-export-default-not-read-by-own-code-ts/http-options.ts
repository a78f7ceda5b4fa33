export interface RequestOptions {
  timeoutMs: number;
  retries: number;
  headers: Record<string, string>;
}

const DEFAULTS: RequestOptions = { timeoutMs: 5000, retries: 2, headers: { accept: "application/json" } };
export const MAX_RETRIES = 5;
const USER_AGENT = "fetchy/1.4";

export function clampRetries(n: number): number {
  return Math.max(0, Math.min(n, MAX_RETRIES));
}

export function withDefaults(opts: Partial<RequestOptions> = {}): RequestOptions {
  const headers = { ...DEFAULTS.headers, "user-agent": USER_AGENT, ...opts.headers };
  const retries = clampRetries(opts.retries ?? DEFAULTS.retries);
  return { ...DEFAULTS, ...opts, headers, retries };
}

export default DEFAULTS;
export { withDefaults as normalize, USER_AGENT as agent };
