import { readSettings } from "./settings.mjs";

const LINES = [
  "# service config",
  "host = api.internal",
  "port=9090",
  "=broken",
  "",
  "Retries = 3",
];

function load(env, text) {
  const section = env === "prod" ? "" : env;
  const verbose = env !== "prod";
  const summary = readSettings(text, section);
  if (verbose) {
    console.log(`[${env}] ${summary}`);
  }
  return summary;
}

const mode = process.argv[2] ?? "prod";
const body = LINES.join("\n");
const result = load(mode, body);
console.log(result);
