from words import key_of


def add_entry(idx, word, path):
    idx.setdefault(key_of(word), []).append(path)


def build_index(docs, idx, stats):
    for path, text in docs:
        stats[path] = len(text)
        if not text:
            continue
        for word in text.split():
            add_entry(idx, word, path)
    stats["docs"] = len(docs)


def lookup(idx, word):
    paths = idx.get(word.lower(), [])
    return sorted(paths)
