"""Walk a set of documents and hand each one's text to a callback."""

DOCS = {
    "a.txt": b"the quick brown fox\njumps",
    "b.txt": b"over the lazy dog",
    "notes/x.txt": b"one\ntwo\nthree",
}


def read_text(path, encoding):
    raw = DOCS.get(path, b"")
    return raw.decode(encoding)


def _visit(paths, on_text, label):
    results = []
    for path in paths:
        if path.startswith("_"):
            continue
        text = read_text(path, "utf-8")
        results.append(on_text(path, text))
    print(label, len(results))
    return results


def crawl(paths, on_text, label="crawl"):
    todo = sorted(set(paths))
    return _visit(todo, on_text, label)
