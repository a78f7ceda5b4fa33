export interface TlsOptions {
  enabled?: boolean;
  ca?: string;
}

export interface RawSettings {
  host?: string;
  port?: number;
  tls?: TlsOptions;
}

export const DEFAULT_PORT = 8080;
const DEFAULT_HOST = "localhost";
const SECURE_PORT = 8443;
const SCHEME = "http";

const endpoint = (host: string, port: number, secure: boolean) => ({ url: `${SCHEME}${secure ? "s" : ""}://${host}:${port}`, host, secure });

function resolve({ host = DEFAULT_HOST, port: rawPort, tls }: RawSettings = {}) {
  const secure = tls?.enabled ?? false;
  const port = rawPort ?? (secure ? SECURE_PORT : DEFAULT_PORT);
  console.debug(`resolving ${host}:${port}`);
  const { url } = endpoint(host, port, secure);
  return { url, secure, ca: tls?.ca };
}

export { resolve as default, endpoint as makeEndpoint };
