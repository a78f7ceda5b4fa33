"""Read INI-style text into a dict of sections (after configparser)."""

DEFAULT = "general"


def optionxform(key, lower):
    key = key.strip()
    if lower:
        return key.lower()
    return key


def read_sections(text, lower=True):
    sections = {DEFAULT: []}
    current = DEFAULT
    errors = []
    seen = set()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            sections.setdefault(current, [])
            continue
        key, sep, value = line.partition("=")
        if not sep:
            errors.append(number)
            continue
        name = optionxform(key, lower)
        label = current.upper() + "." + name
        if label in seen:
            errors.append(number)
        seen.add(label)
        sections[current].append((name, value.strip()))
    return sections, errors
