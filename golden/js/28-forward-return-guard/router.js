function route(req, table) {
  const path = req.path;
  const method = req.method;
  let handler = null;
  if (path === '/health') {
    return 'ok';
  }
  for (const entry of table) {
    if (entry.method === method) {
      handler = entry.fn;
    }
  }
  const label = `${method} ${path}`;
  return handler ? handler(label) : label;
}

module.exports = { route };
