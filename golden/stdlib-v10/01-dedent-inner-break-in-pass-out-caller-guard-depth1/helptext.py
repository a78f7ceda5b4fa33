"""Print the help pages of a small command-line tool."""
from textwrap_dedent import dedent

HELP = {
    "sync": """
        Copy changed files to the server.
          --dry-run   only list them
        """,
    "status": "  \tShow what changed.\n    staged files first\n",
}
RULE = "-"


def help_text(command, width):
    raw = HELP.get(command, "")
    banner = command.upper().center(width, RULE)
    if not raw.strip():
        return banner
    body = dedent(raw)
    lines = body.strip("\n").splitlines()
    return "\n".join([banner] + lines)


def usage(commands, width=40):
    pages = []
    for command in commands:
        if command.startswith("_"):
            continue
        pages.append(help_text(command, width))
    return "\n\n".join(pages)


if __name__ == "__main__":
    print(usage(["sync", "_debug", "status", "missing"]))
