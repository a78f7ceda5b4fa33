export interface RequestOptions {
  timeout?: number;
  retries?: number;
  headers?: Record<string, string>;
  baseUrl?: string;
}

export const MIN_TIMEOUT = 100;
export const DEFAULTS = {
  timeout: 5000,
  retries: 2,
  headers: { accept: "application/json" } as Record<string, string>,
  baseUrl: "https://api.example.com",
};

export function clampTimeout(ms: number, ceiling = DEFAULTS.timeout): number {
  const low = Math.max(ms, MIN_TIMEOUT);
  return Math.min(low, ceiling);
}

export function describe({ method = "GET", headers = {}, timeout: ms }: { method?: string; headers?: Record<string, string>; timeout: number }): string {
  const names = Object.keys(headers).join(",");
  return `${method} [${names}] ${ms}ms`;
}

export default function merge(over: RequestOptions = {}, token?: string) {
  const { headers: extra = {}, ...rest } = over;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return { ...DEFAULTS, ...rest, headers: { ...DEFAULTS.headers, ...extra, ...auth } };
}
