// Resolves the limits of three services and schedules the search service.
import { resolve, schedule, SERVICE_NAMES } from "./service.mjs";
import { payloadLimit } from "./limits.mjs";

const searchOpts = { timeout: 1200, strict: true };
const uploadOpts = { ...searchOpts, strict: false, retries: 9 };
const uploadKb = payloadLimit("upload");

const search = resolve("search", searchOpts);
const upload = resolve("upload", uploadOpts);
const health = resolve("health");

schedule(search);
console.log(JSON.stringify(upload), `${uploadKb} kB`);
console.log(`health: timeout ${health.timeout} ms, budget ${health.budget} ms`);
const names = SERVICE_NAMES.join(", ");
console.log(`services: ${names}`);
searchOpts.timeout = 50;
console.log(`search options now ${JSON.stringify(searchOpts)}`);
console.log("done");
