"""Daily digest of the feeds."""
from feed import all_entries, entries


def digest(feeds, tag, limit):
    lines = []
    for title, body in all_entries(feeds, tag):
        if len(lines) >= limit:
            break
        lines.append("%s: %d words" % (title, len(body.split())))
    return "\n".join(lines)


def titles(text):
    return [title for title, _ in entries(text, "#")]
