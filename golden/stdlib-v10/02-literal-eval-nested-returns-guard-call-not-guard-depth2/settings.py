"""Read typed settings from the key = value lines of a small config file."""
from literal import literal_eval

DEFAULTS = {"retries": 3, "ratio": -0.5}


def read_settings(lines):
    settings = dict(DEFAULTS)
    for number, line in enumerate(lines, 1):
        line = line.split("#", 1)[0]
        key, sep, raw = line.partition("=")
        if not sep:
            continue
        try:
            settings[key.strip()] = literal_eval(raw.strip())
        except ValueError:
            print("line %d: not a literal: %r" % (number, raw.strip()))
    return settings


if __name__ == "__main__":
    print(read_settings([
        "retries = 5  # more than the default",
        "ratio = -0.25",
        "offset = 1+2j",
        "gain = +2",
        "drift = 3-1j",
        "tags = ('web', {'db': [1, -2]})",
        "owner = getpass()",
        "[section]",
    ]))
