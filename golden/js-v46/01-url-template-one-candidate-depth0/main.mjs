import { describeEndpoint, sameOrigin } from "./endpoint.mjs";

const inputs = [
  "  HTTPS://api.example.com:8443/v1/user%20list ",
  "example.org",
  "https://api.example.com:8443/health",
];

const seen = [];
for (const raw of inputs) {
  const info = describeEndpoint(raw);
  const twin = seen.find((other) => sameOrigin(other, info));
  seen.push(info);
  const note = twin ? ` (same origin as ${twin.display})` : "";
  console.log(`${info.display} via ${info.origin} secure=${info.secure}${note}`);
}
const secureCount = seen.filter((entry) => entry.secure).length;
console.log(`${seen.length} endpoints, ${secureCount} on the default https port`);
console.log("display strings never carry the scheme or the port");
console.log("done");
