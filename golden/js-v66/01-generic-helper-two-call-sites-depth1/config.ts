export interface ServerOptions {
  host: string;
  port: number;
  secure: boolean;
}

export type Candidates<T> = readonly T[];

export const DEFAULT_HOST: string = "localhost";
export const DEFAULT_PORT: number = 8080;
export const RETRIES = 3;

export enum Mode {
  Dev = "dev",
  Prod = "prod",
}

export function describe(opts: ServerOptions): string {
  const scheme = opts.secure ? "https" : "http";
  return `${scheme}://${opts.host}:${opts.port} (retries ${RETRIES})`;
}
