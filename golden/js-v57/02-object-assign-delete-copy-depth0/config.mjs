// Builds a runtime configuration from defaults and user overrides.
// The defaults are built inside the function so each call gets a fresh object.

export function buildConfig(overrides, names) {
  const defaults = { unit: "ms", debug: true, limit: 3 };
  const config = {};
  Object.assign(config, defaults);
  const snapshot = Object.assign({}, config);
  snapshot.unit = "s";
  Object.assign(config, overrides);
  if (overrides.strict) {
    delete config.debug;
  }
  const sorted = [...names].sort();
  sorted.push("zz-end");
  const text = JSON.stringify(config);
  return { text, first: sorted[0], before: snapshot.unit };
}

function describe(result) {
  return `${result.text} first=${result.first} before=${result.before}`;
}

const result = buildConfig({ limit: 5, strict: true }, ["pear", "apple"]);
console.log(describe(result));
