"""Padding and escaping helpers for pipe-separated audit logs."""


def pad(value, width):
    text = str(value)
    if len(text) > width:
        text = text[:width - 1] + "~"
    return text.ljust(width)


def escape(value):
    return value.replace("|", "\\|")


def count_errors(events):
    return sum(1 for event in events if event["level"] == "error")
