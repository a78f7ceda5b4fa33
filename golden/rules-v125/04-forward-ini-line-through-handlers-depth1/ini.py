"""A small INI reader: [sections], key = value pairs and bare flags."""


def clean(text):
    text = text.strip()
    if text.endswith("\\"):
        text = text[:-1].rstrip()
    return text


def parse_pair(text):
    key, value = text.split("=", 1)
    return clean(key).lower(), clean(value)


def parse_section(text):
    name = text[1:-1]
    return clean(name).lower()


def read_ini(source):
    sections = {}
    current = sections.setdefault("root", {})
    for raw in source.splitlines():
        if raw.lstrip().startswith(";"):
            continue
        line = raw.split(";", 1)[0].strip()
        if line.startswith("["):
            title = parse_section(line)
            current = sections.setdefault(title, {})
        elif "=" in line:
            key, value = parse_pair(line)
            current[key] = value
        elif line:
            flag = clean(line)
            current[flag] = True
    return sections
