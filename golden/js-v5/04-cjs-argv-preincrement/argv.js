'use strict';

const ALIASES = { v: 'verbose', p: 'port', h: 'help' };
const FLAGS = ['verbose', 'help'];

exports.parse = (args) => {
  const out = { _: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-')) {
      out._.push(arg);
      continue;
    }
    const name = arg.replace(/^-+/, '');
    const key = ALIASES[name] || name;
    if (FLAGS.includes(key)) {
      out[key] = true;
    } else {
      out[key] = args[++i];
    }
  }
  return out;
};

exports.usage = (tool) => `usage: ${tool} [-v] [-p port] [files...]`;
