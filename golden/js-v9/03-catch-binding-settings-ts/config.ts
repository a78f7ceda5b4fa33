export interface Settings {
  host: string;
  port: number;
  tls?: boolean;
}

export const DEFAULTS: Settings = { host: "localhost", port: 8080 };
const timings: number[] = [];

export function readSettings(text: string, fallback: Settings = DEFAULTS) {
  let settings: Settings;
  let failure: SyntaxError | null = null;
  const started = Date.now();
  try {
    const parsed = JSON.parse(text) as Partial<Settings>;
    settings = { ...fallback, ...parsed };
  } catch (err) {
    if (!(err instanceof SyntaxError)) {
      throw err;
    }
    failure = err;
    settings = fallback;
    console.warn(`settings: ${err.message}`);
  } finally {
    timings.push(Date.now() - started);
  }
  const source = failure ? "defaults" : "file";
  return { settings, source, problem: failure?.message ?? null };
}

export function slowest(): number {
  return Math.max(0, ...timings);
}
