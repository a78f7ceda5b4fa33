function parsePort(text, fallback) {
  let port = 0;
  let attempts = 0;
  try {
    attempts++;
    const n = Number.parseInt(text, 10);
    if (Number.isNaN(n)) {
      throw new Error(`bad port: ${text}`);
    }
    port = n;
  } catch (err) {
    console.warn(err.message);
    port = fallback;
  } finally {
    attempts += 10;
  }
  return port;
}
