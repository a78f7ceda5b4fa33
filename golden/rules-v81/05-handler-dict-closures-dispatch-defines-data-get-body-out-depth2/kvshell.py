"""Run a script of store commands and list the keys left at the end."""
from kvstore import make_store

SEED = {"motd": "hello"}


def parse(line):
    parts = line.split()
    while len(parts) < 3:
        parts.append(None)
    return parts[0].upper(), parts[1], parts[2]


def run_script(script, initial):
    commands, keys = make_store(initial)
    replies = []
    for line in script:
        name, key, value = parse(line)
        handler = commands.get(name)
        if handler is None:
            replies.append("ERR " + name)
            continue
        reply = handler(key, value)
        replies.append(reply)
    listing = keys()
    return listing, replies


def session(script):
    listing, replies = run_script(script, SEED)
    print(" ".join(str(r) for r in replies))
    return listing


if __name__ == "__main__":
    print(session(["set a 1", "get a", "del motd", "ping", "set b 2", "del zz"]))
