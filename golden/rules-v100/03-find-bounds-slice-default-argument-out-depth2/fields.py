"""Pull named fields out of a Cookie-style header."""


def extract_field(text, key, default=""):
    marker = key + "="
    start = text.find(marker)
    if start < 0:
        return default
    start += len(marker)
    end = text.find(";", start)
    if end < 0:
        end = len(text)
    value = text[start:end]
    return value.strip()


def quote(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'
