"""Text labels for a shipping manifest."""


def render(prefix, value, suffix=None, width=24):
    text = str(value)
    if prefix:
        text = prefix + ": " + text
    if suffix is not None:
        text = text + " " + suffix
    pad = width - len(prefix or "")
    return text.ljust(pad)


def count_labels(lines):
    return sum(1 for line in lines if line.strip())
