"""Print a nested configuration as aligned key = value lines."""
from flatten import flatten


def render(settings):
    pairs = []
    stats = {"dicts": 0, "leaves": 0}
    flatten(settings, "", 0, pairs, stats)
    width = max(len(name) for name, _ in pairs)
    lines = []
    for name, value in pairs:
        lines.append(name.ljust(width) + " = " + str(value))
    lines.append("# %d sections" % stats["dicts"])
    return "\n".join(lines)


def main():
    settings = {"db": {"host": "localhost", "port": 5432}, "debug": True}
    print(render(settings))


if __name__ == "__main__":
    main()
