"""Compose a reply that quotes the original message."""
from quoting import quote


def compose(original, answer, nested):
    level = nested + 1
    body = original.strip()
    quoted = quote(body, level)
    signature = "-- \nsent from the help desk"
    return f"{answer}\n\n{quoted}\n{signature}"


if __name__ == "__main__":
    msg = "The nightly export fails at two in the morning with a timeout after ten minutes.\n\nCan you raise the limit?"
    print(compose(msg, "Thanks, we raised it.", 0))
