// Job-runner configuration: frozen base values plus environment overrides.
export const BASE = Object.freeze({ workers: 2, queue: "default", verbose: false });

export function applyEnv(target, env) {
  target.source = "env";
  if (env.WORKERS) {
    target.workers = Number(env.WORKERS);
  }
  Object.assign(target, { queue: env.QUEUE ?? target.queue });
  return Object.keys(env).length;
}

export function validate(cfg) {
  const problems = [];
  if (!Number.isInteger(cfg.workers) || cfg.workers < 1) {
    problems.push("workers must be a positive integer");
  }
  if (!cfg.queue) {
    problems.push("queue is required");
  }
  return problems;
}
