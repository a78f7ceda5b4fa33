import type { Command } from "./handlers";
import { HANDLERS } from "./handlers";

export function runAll(commands: Command[], strict: boolean = false): number[] {
  const results: number[] = [];
  let skipped = 0;
  for (const cmd of commands) {
    if (cmd.arg === undefined) {
      continue;
    }
    const handler = HANDLERS[cmd.kind];
    if (handler) {
      results.push(handler(cmd.arg));
    } else if (strict) {
      break;
    } else {
      skipped++;
    }
  }
  const skippedShare = skipped / Math.max(commands.length, 1);
  console.log(`skipped ${Math.round(skippedShare * 100)}%`);
  return results;
}
