// Builds the CLI settings and hands them to a small logger object.
import { buildSettings } from "./settings.mjs";
import { describeFlags, hasFlag } from "./flags.mjs";

function createLogger(config) {
  return {
    prefix: `[${config.format}]`,
    written: 0,
    get level() {
      return config.level.toUpperCase();
    },
    write(message) {
      this.written += 1;
      console.log(`${this.prefix} ${message}`);
    },
  };
}

const argv = ["--format=pretty", "watch", "--color=false", "--verbose"];
const profile = hasFlag(argv, "dev") ? "dev" : "ci";
const settings = buildSettings(profile, argv);
const logger = createLogger(settings);
logger.write(`level ${logger.level}, color ${settings.color}`);
logger.write(describeFlags(argv));
console.log(`${logger.written} line(s) written`);
