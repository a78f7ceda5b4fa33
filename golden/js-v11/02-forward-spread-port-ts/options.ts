export type Options = { host: string; port: number; tls: boolean; retries: number };

export const DEFAULTS: Options = { host: "localhost", port: 80, tls: false, retries: 3 };

export const withPort = (base: Options, port?: number): Options => ({ ...base, port: port ?? base.port });

export const withTls = (base: Options): Options => ({ ...base, tls: true, port: 443 });

export function origin(opts: Options, path: string = "/"): string {
  const scheme = opts.tls ? "https" : "http";
  return `${scheme}://${opts.host}:${opts.port}${path}`;
}

export function retryPlan(opts: Options, factor: number = 2): number[] {
  const delays: number[] = [];
  for (let i = 0; i < opts.retries; i++) {
    delays.push(100 * factor ** i);
  }
  return delays;
}
