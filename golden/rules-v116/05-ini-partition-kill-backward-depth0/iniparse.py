"""Minimal INI-style reader built on str.partition and str.strip."""


def unquote(text):
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def parse_ini(text):
    section = "main"
    values = {}
    value = ""
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.partition("#")[0].strip()
        if not line:
            continue
        if line == "[end]":
            break
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            continue
        key, sep, value = line.partition("=")
        if not sep:
            print(f"line {lineno}: expected key = value, got {line!r}")
            continue
        key = key.strip().lower()
        value = unquote(value.strip())
        values[section + "." + key] = value
    return values
