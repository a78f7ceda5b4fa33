export const API_VERSION = 3;

export interface Options {
  profile?: string;
  scope?: string;
  origin?: string;
  timeout?: number;
  retries?: number;
  retry?: { count: number };
  auth?: { user: string };
  headers?: Record<string, string>;
}

const PROFILES: Record<string, Options> = { reports: { origin: "https://reports.example.test", timeout: 8000 }, default: { origin: "https://api.example.test" } };
const TOKENS: Record<string, string> = { "svc-reports:read": "tok-r1", "svc-default:read": "tok-d1" };

export async function loadDefaults(profile: string | undefined): Promise<Options & { headers: Record<string, string> }> {
  const name = profile ?? "default";
  const found = PROFILES[name] ?? PROFILES.default;
  return { ...found, headers: { accept: "application/json" }, auth: { user: `svc-${name}` } };
}

export async function resolveToken(user: string | undefined, scope: string | undefined): Promise<string> {
  const key = `${user ?? "anonymous"}:${scope ?? "read"}`;
  return TOKENS[key] ?? "anonymous";
}
