"""Text helpers shared by the feed and page writers."""
ELLIPSIS = "..."


def squash(text):
    return " ".join(text.split())


def clip(text, limit, marker=ELLIPSIS):
    text = squash(text)
    if len(text) <= limit:
        return text
    cut = limit - len(marker)
    return text[:cut] + marker


def title_of(entry):
    raw = entry.get("title", "untitled")
    return clip(raw, 24, marker="~")


def summary_of(entry, width):
    body = entry.get("body", "")
    return clip(body, width)
