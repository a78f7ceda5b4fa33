"""User profiles stored as key=value files."""


def parse_pairs(text):
    pairs = {}
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            pairs[key.strip()] = value.strip()
    return pairs


def load_profile(path, defaults):
    notes = []
    try:
        fh = open(path, encoding="utf-8")
    except FileNotFoundError:
        notes.append("missing")
        return dict(defaults), notes
    except PermissionError:
        notes.append("unreadable")
        raise
    else:
        with fh:
            text = fh.read()
        if not text.strip():
            notes.append("empty")
            return dict(defaults), notes
    finally:
        notes.append("checked " + path)
    profile = dict(defaults)
    profile.update(parse_pairs(text))
    return profile, notes
