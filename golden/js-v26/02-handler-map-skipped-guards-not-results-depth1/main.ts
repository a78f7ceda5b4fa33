import type { Command } from "./handlers";
import { runAll } from "./dispatch";
import { VERSION } from "./handlers";

export function main(args: string[]): number[] {
  const banner = `dispatch v${VERSION}`;
  console.log(banner);
  const cmds: Command[] = [
    { kind: "double", arg: 4 },
    { kind: "negate", arg: 2 },
    { kind: "square", arg: 3 },
    { kind: "double" },
  ];
  const strict = args.indexOf("--strict") >= 0;
  const out = runAll(cmds, strict);
  return out;
}

export function replay(saved: Command[]): number {
  const rerun = runAll(saved);
  return rerun.length;
}

console.log(main([]), replay([{ kind: "negate", arg: 1 }]));
