"""Parses key = value defaults, the way a service reads its config at import."""

TEXT = "workers = 4\n# tuned for the laptop\ntimeout = 2.5\nhost = DB.local \n"


def parse_line(line):
    key, _, value = line.partition("=")
    return key.strip(), value.strip()


def load_defaults(text=TEXT):
    values = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        key, value = parse_line(line)
        values[key] = value
    return values


if __name__ == "__main__":
    print(parse_line("retries = 3"))
    print(load_defaults())
