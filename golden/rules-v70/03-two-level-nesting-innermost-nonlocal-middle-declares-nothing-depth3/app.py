"""Load the service configuration and report how many keys it set."""
import sys

from confparse import read_ini

SAMPLE = "[server]\nport = 8080\nhost = example.org\nPort = 9090\n; old value\n[log]\nlevel = info\n"


def load(text, strict):
    data, count = read_ini(text)
    if strict and count == 0:
        raise ValueError("empty configuration")
    print("loaded", count, "keys")
    return data


def main(argv):
    text = open(argv[0]).read() if argv else SAMPLE
    conf = load(text, True)
    print(conf["server"]["port"])
    return 0


if __name__ == "__main__":
    main(sys.argv[1:])
