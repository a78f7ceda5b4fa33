"""Entry point of the tool: describe what the sub-command would run."""
from cli import resolve

COMMANDS = {"status": ["-s", "--short"], "stash": ["-k"], "show": ["--stat"], "show-ref": [], "help": []}
ALIASES = {"st": "status"}


def handle(argv):
    name = resolve(argv, COMMANDS, ALIASES)
    title = "usage" if name == "help" else f"running {name}"
    options = COMMANDS.get(name, [])
    summary = ", ".join(options) or "no options"
    count = len(argv)
    return f"{title} ({summary}; {count} word(s))"


if __name__ == "__main__":
    print(handle(["st", "-s", "-v"]))
    print(handle(["show", "--stat", "-x", "-v"]))
    print(handle(["sta"]))
    print(handle([]))
