import { register, unregisterAll, has, names, forget } from './registry.mjs';

// Load the enabled plugins, drop them all, then register one late plugin.
function setup(list) {
  for (const item of list) {
    if (item.disabled) {
      continue;
    }
    register(item.name, item.label);
  }
}

const plugins = [
  { name: 'lint', label: 'Linter' },
  { name: 'test', label: 'Tests', disabled: true },
  { name: 'pack', label: 'Packer' },
];
const probe = 'lint';
setup(plugins);
const early = has('pack');
unregisterAll();
register('late', 'Late hook');
forget('pack');
const ok = has(probe);
console.log(early, ok, names());
