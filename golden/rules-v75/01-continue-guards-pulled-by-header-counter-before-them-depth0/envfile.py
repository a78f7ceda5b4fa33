"""Read KEY=VALUE settings the way dotenv loaders do."""
from keys import canonical, describe, is_reserved


def load_settings(lines, prefix):
    settings = {}
    scanned = 0
    dropped = []
    for raw in lines:
        scanned += 1
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, value = line.partition("=")
        if not sep:
            dropped.append(line)
            continue
        key = canonical(name, prefix)
        if is_reserved(key):
            continue
        settings[key] = value.strip().strip('"')
    summary = "%d lines read" % scanned
    if dropped:
        summary += ", %d malformed" % len(dropped)
    return settings, summary


def load_text(text, prefix="APP_"):
    settings, summary = load_settings(text.splitlines(), prefix)
    print(summary)
    return settings


if __name__ == "__main__":
    sample = 'APP_DEBUG=1\n# comment\nbroken line\nAPP_NAME="demo"\nPATH=/bin\n\napp_port=8080\n'
    print(describe(load_text(sample)))
