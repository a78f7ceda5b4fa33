"""Parse key=value settings text and report how many keys a file set."""


def parse_pairs(text):
    pairs = {}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        try:
            key, value = line.split("=", 1)
        except ValueError:
            continue
        name = key.strip()
        if name in pairs:
            print(f"duplicate setting {name}")
        pairs[name] = value.strip()
    return pairs


def log_count(path, count):
    label = path.rsplit("/", 1)[-1]
    print(f"{label}: {count} settings")
    return count > 0
