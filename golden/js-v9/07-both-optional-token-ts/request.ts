export interface RequestOptions {
  method?: string;
  timeout?: number;
  auth?: { scheme?: string; token: string };
  query?: Record<string, string>;
}

export const DEFAULT_TIMEOUT = 5000;
const AUTH_HEADER = "authorization";
const TRACE_HEADER = "x-trace-id";

export function buildRequest(url: string, opts?: RequestOptions, traceId?: string) {
  const method = opts?.method?.toUpperCase() ?? "GET";
  const timeout = opts?.timeout ?? DEFAULT_TIMEOUT;
  const headers: Record<string, string> = { accept: "application/json" };
  const token = opts?.auth?.token;
  if (token !== undefined) {
    headers[AUTH_HEADER] = `${opts?.auth?.scheme ?? "Bearer"} ${token}`;
  }
  if (traceId) {
    headers[TRACE_HEADER] = traceId;
  }
  const search = new URLSearchParams(opts?.query ?? {}).toString();
  const target = search ? `${url}?${search}` : url;
  return { method, target, headers, timeout, retry: method === "GET" };
}
