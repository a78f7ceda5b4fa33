"""Entry point of the ops CLI."""
import commands  # noqa: F401  (registers the sub-commands)
from registry import lookup


def main(argv, cluster):
    if not argv:
        print("usage: ops <command> [args...]")
        return 2
    handler = lookup(argv[0])
    print(handler(argv[1:], cluster))
    return 0
