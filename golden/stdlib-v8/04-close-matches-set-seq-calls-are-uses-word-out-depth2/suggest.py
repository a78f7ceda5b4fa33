"""Suggest the command a user probably meant to type."""
from close_matches import get_close_matches

COMMANDS = ["commit", "checkout", "cherry-pick", "clone", "config", "status"]


def suggest(typed, known, strict):
    wanted = typed.strip().lower()
    cutoff = 0.8 if strict else 0.6
    names = sorted(set(known))
    hits = get_close_matches(wanted, names, 2, cutoff)
    if not hits:
        return "unknown command: " + typed
    return "did you mean " + " or ".join(hits) + "?"


def main(argv):
    strict = "--strict" in argv
    for arg in argv:
        if arg.startswith("--"):
            continue
        typed = arg.replace("_", "-")
        print(suggest(typed, COMMANDS, strict))


if __name__ == "__main__":
    main(["Comit", "--strict", "chek_out", "xyz"])
