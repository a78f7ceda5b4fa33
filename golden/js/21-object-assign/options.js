const DEFAULTS = { retries: 2, verbose: false };

function buildOptions(user, env) {
  const opts = {};
  Object.assign(opts, DEFAULTS);
  const extra = { region: env.REGION };
  const copy = Object.assign({}, opts, extra);
  Object.assign(opts, user);
  copy.trace = true;
  return opts;
}
