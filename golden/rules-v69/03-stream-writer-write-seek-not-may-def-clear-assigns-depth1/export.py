from writers import ListWriter, StreamWriter


def export(records, title, encoding):
    index = ListWriter()
    detail = StreamWriter()
    index.line(title)
    detail.line(title.upper())
    for rec in records:
        index.line(rec["id"])
        detail.line(f"{rec['id']}: {rec['text']}")
    if not records:
        detail.clear()
    detail.rewind()
    listing = index.getvalue()
    body = detail.getvalue()
    size = len(body.encode(encoding))
    return f"{listing}\n{body}({size} bytes)"


def main():
    records = [{"id": "A1", "text": "open"}, {"id": "B2", "text": "closed"}]
    print(export(records, "Tickets", "utf-8"))


if __name__ == "__main__":
    main()
