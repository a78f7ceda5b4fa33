import { Plugin, Registry } from "./plugins";

export function boot(scope: string, extra: string[]): string[] {
  const registry = new Registry(scope);
  const core = new Plugin("core", 0);
  registry.attach(core);
  for (const name of extra) {
    registry.attach(new Plugin(name));
  }
  const audit = new Plugin("audit", 99);
  const accepted = registry.attach(audit);
  console.log(`attached: ${registry.names().join(", ")}`);
  const banner = audit.describe();
  return [banner, accepted ? "attached" : "rejected"];
}

console.log(boot("app", ["cache", "core", "metrics"]).join("\n"));
console.log(boot("cli", ["audit"]).join("\n"));
