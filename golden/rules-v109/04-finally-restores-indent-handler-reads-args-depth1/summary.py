"""One-line summaries of document sections."""


def summarize(section, width):
    entries = section.get("entries")
    if entries is None:
        raise ValueError(f"no entries in {section['title']!r}")
    text = ", ".join(str(e) for e in entries)
    if len(text) > width:
        text = text[: width - 3] + "..."
    return text


def preview(section):
    return summarize(section, 20).upper()


def word_count(sections):
    return sum(len(s.get("entries") or []) for s in sections)


def longest_title(sections):
    titles = [s["title"] for s in sections]
    return max(titles, key=len) if titles else ""
