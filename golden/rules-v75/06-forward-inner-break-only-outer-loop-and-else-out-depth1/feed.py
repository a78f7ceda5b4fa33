"""Render a short digest of feed entries, each cut to a width (a chat client's preview)."""
from textcut import ELLIPSIS, visible_width


def digest(entries, width, max_items):
    room = width - visible_width(ELLIPSIS)
    lines = []
    shown = 0
    for entry in entries:
        shown += 1
        words = entry["text"].split()
        text = ""
        for word in words:
            if len(text) + len(word) + 1 > room:
                text += ELLIPSIS
                break
            text = (text + " " + word).strip()
        lines.append(entry["user"] + ": " + text)
        if shown >= max_items:
            more = len(entries) - shown
            break
    else:
        more = 0
    footer = "\n(+%d more)" % more if more else ""
    return "\n".join(lines) + footer


def notify(user, entries):
    body = digest(entries, 24, 2)
    title = "%d new posts for %s" % (len(entries), user)
    return title + "\n" + body


if __name__ == "__main__":
    posts = [{"user": "ana", "text": "release 2.1 is out with the new cache"}, {"user": "bo", "text": "lunch?"}, {"user": "cy", "text": "build is green again"}]
    print(notify("dee", posts))
