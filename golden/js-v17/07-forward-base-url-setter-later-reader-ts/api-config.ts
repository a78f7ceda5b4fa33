const DEFAULT_BASE = "https://api.example.com";
let baseUrl = DEFAULT_BASE;
let token: string | null = null;
let requests = 0;

export function setBaseUrl(url: string): void {
  const trimmed = url.trim();
  if (trimmed.length > 0) {
    baseUrl = trimmed.replace(/\/+$/, "");
  }
}

export function setToken(value: string): void {
  token = value;
}

export function endpoint(path: string): string {
  requests += 1;
  return `${baseUrl}/${path.replace(/^\/+/, "")}`;
}

export function authHeader(): Record<string, string> {
  return token === null ? {} : { authorization: `Bearer ${token}` };
}

export function requestCount(): number {
  return requests;
}
