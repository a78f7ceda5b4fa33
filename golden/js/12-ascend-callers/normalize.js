function normalize(value, unit) {
  const scaled = value / unit;
  return Math.round(scaled);
}

function fromInput(text) {
  const trimmed = text.trim();
  const n = Number(trimmed);
  return normalize(n, 10);
}

function fromConfig(cfg) {
  const debug = cfg.debug;
  if (cfg.enabled) {
    return normalize(cfg.size, cfg.unit);
  }
  return 0;
}
