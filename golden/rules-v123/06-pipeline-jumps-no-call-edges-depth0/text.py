"""Text clean-up steps and the helper that chains them."""
import re

MAX_STEPS = 4
MAX_LEN = 32


def strip_tags(text):
    return re.sub(r"<[^>]+>", "", text)


def collapse_spaces(text):
    return " ".join(text.split())


def shorten(text):
    if len(text) <= MAX_LEN:
        return text
    return text[: MAX_LEN - 3] + "..."


def pipeline(value, *steps, trace=None):
    applied = 0
    for step in steps[:MAX_STEPS]:
        if step is None:
            continue
        value = step(value)
        applied += 1
        if trace is not None:
            trace.append(f"{step.__name__} -> {value!r}")
        if not value:
            break
    return value
