"""Assemble documents from paragraphs and report their size."""
from docs import Doc, fill, sign


def publish(title, paragraphs, author, date):
    doc = Doc(title)
    doc.heading(title)
    fill(doc, paragraphs)
    sign(doc, author, date)
    doc.title = title.strip().title()
    total = doc.words
    pages = len(doc.lines) // 40 + 1
    return "%s: %d words, %d pages" % (doc.title, total, pages)


def batch(items, author):
    out = []
    for title, paragraphs in items:
        out.append(publish(title, paragraphs, author, "2024-05-01"))
    return out


if __name__ == "__main__":
    ITEMS = [("notes", ["Fixed the parser.", "  ", "Faster startup."]), ("faq", ["Ask us anything."])]
    reports = batch(ITEMS, "Kim Lee")
    print("\n".join(reports))
