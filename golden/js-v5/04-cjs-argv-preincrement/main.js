'use strict';

const { parse, usage } = require('./argv');

function main(argv) {
  const opts = parse(argv);
  const banner = usage('serve');
  if (opts.help) {
    console.log(banner);
    return 0;
  }
  const port = Number(opts.port || 8080);
  console.log(`port ${port}, files ${opts._.join(' ')}`);
  return port;
}

const code = main(process.argv.slice(2));
console.log('exit', code);
