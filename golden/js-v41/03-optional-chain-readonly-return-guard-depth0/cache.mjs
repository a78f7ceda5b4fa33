// Decides where a cache lives from a loosely shaped configuration object.
export function cacheMode(cfg) {
  const ttl = cfg?.cache?.ttl ?? 60;
  const owner = cfg?.owner ?? "nobody";
  const compress = cfg?.cache?.compress ?? false;
  let mode = "memory";
  if (cfg?.cache?.dir) {
    mode = "disk";
    if (cfg.readOnly) {
      return `${mode}:ro`;
    }
    mode += `:${cfg.cache.dir}`;
  } else if (ttl === 0) {
    console.warn(`caching disabled for ${owner}`);
    mode = "off";
  }
  const label = `${mode} ttl=${ttl}`;
  console.log(`cache for ${owner}: ${label}${compress ? " (gzip)" : ""}`);
  return label;
}

export function describeAll(configs) {
  return configs.map((cfg) => `${cfg.name ?? "?"} -> ${cacheMode(cfg)}`);
}
