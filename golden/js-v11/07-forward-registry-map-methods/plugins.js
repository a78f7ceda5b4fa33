'use strict';

const { Registry } = require('./registry');

function loadPlugins(specs, disabled) {
  const reg = new Registry('plugins');
  for (const spec of specs) {
    reg.register(spec.id, spec);
  }
  const before = reg.label();
  for (const id of disabled) {
    reg.unregister(id);
  }
  const names = reg.list();
  const title = reg.label();
  console.log(`${before} -> ${title}`);
  return { names, title, count: specs.length };
}

function pluginNames(specs) {
  return loadPlugins(specs, []).names.join(',');
}

module.exports = { loadPlugins, pluginNames };

if (require.main === module) {
  const specs = [{ id: 'lint' }, { id: 'format' }, { id: 'test' }];
  const result = loadPlugins(specs, ['format']);
  console.log(result.names.join(','), result.title, result.count);
  console.log(pluginNames(specs));
}
