import { setLevel, mute, enabled, currentLevel } from './level.mjs';

const FLAGS = { verbose: '--verbose', quiet: '--quiet', silent: '--silent' };

export function configure(argv) {
  const before = currentLevel();
  if (argv.includes(FLAGS.verbose)) {
    setLevel('debug');
  } else if (argv.includes(FLAGS.quiet)) {
    setLevel('error');
  }
  mute(argv.includes(FLAGS.silent));
  const after = currentLevel();
  console.log(`log level ${before} -> ${after}`);
  return after;
}

export function log(name, message) {
  if (enabled(name)) {
    console.log(`[${name}] ${message}`);
  }
}

const chosen = configure(process.argv.slice(2));
log('info', `starting at ${chosen}`);
log('debug', 'details');
setLevel('warn');
log('info', 'now quieter');
