interface Config {
  retries?: number;
  timeout?: number;
}

function load(): Config {
  const cfg: Config = { retries: 2, timeout: 30 };
  return cfg;
}

function plan(): number {
  const cfg = load();
  cfg.timeout = 99;
  cfg.retries = cfg.retries! + 1;
  const extra = cfg?.timeout ?? 0;
  const tries = cfg?.retries ?? 1;
  console.log(extra);
  return tries;
}

console.log(plan());
