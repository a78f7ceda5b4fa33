"""Application start-up."""
from settings import Settings


def load(lines):
    pairs = [line.split("=", 1) for line in lines if "=" in line]
    conf = Settings.from_pairs(pairs)
    port = int(conf.get("port", "8000"))
    name = "app"
    return name, port


def defaults():
    return Settings.from_pairs([("port", "80")], "defaults")


def main(path):
    with open(path) as fh:
        lines = fh.read().splitlines()
    name, port = load(lines)
    print("starting", name, "on", port)
    return port
