"""Usage lines for a command-line front end with hidden commands."""
from registry import REGISTRY, command_names

INDENT = "  "


def usage_line(prog, registry, hidden, default=None):
    commands = command_names(registry)
    name = default or commands[0]
    shown = [name for name in commands if name not in hidden]
    width = max(len(name) for name in shown)
    if name not in shown:
        name = shown[0]
    others = sorted(cmd for cmd in shown if cmd != name)
    name = name.upper()
    choices = "|".join([name] + others)
    print(INDENT + "widest command:", width)
    return "usage: %s {%s}" % (prog, choices)


def help_lines(prog, registry, hidden, default=None):
    lines = [usage_line(prog, registry, hidden, default)]
    for cmd in command_names(registry):
        if cmd not in hidden:
            lines.append(INDENT + cmd)
    return lines


if __name__ == "__main__":
    for line in help_lines("tool", REGISTRY, {"debug"}):
        print(line)
    print(help_lines("tool", REGISTRY, {"debug", "build"}, default="build")[0])
