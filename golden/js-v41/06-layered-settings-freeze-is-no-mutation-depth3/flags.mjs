// Command-line flag parsing: "--name=value", or a bare "--name" meaning true.
const BOOLEAN_WORDS = { true: true, false: false };

export function parseFlag(flag) {
  const [key, raw = "true"] = flag.slice(2).split("=");
  const value = raw in BOOLEAN_WORDS ? BOOLEAN_WORDS[raw] : raw;
  console.log(`flag ${key} = ${JSON.stringify(value)}`);
  return [key, value];
}

export function describeFlags(args) {
  const flags = args.filter((arg) => arg.startsWith("--"));
  if (flags.length === 0) {
    return "no flags";
  }
  return `flags: ${flags.join(" ")}`;
}

export function hasFlag(args, name) {
  return args.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
}
