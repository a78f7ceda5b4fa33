"""An inverted index from words to the numbers of the documents holding them."""

STOP = {"the", "a", "of", "and"}


def clean(text):
    return text.lower().replace(",", " ").replace(".", " ")


def tokens(text):
    words = clean(text).split()
    return [w for w in words if w not in STOP]


def add_postings(index, doc_id, text):
    words = tokens(text)
    for word in words:
        index.setdefault(word, []).append(doc_id)
    return len(words)


def set_title(titles, doc_id, title, log):
    titles[doc_id] = title.strip()
    log.append("title %d" % doc_id)


def dedupe(index, counts):
    for word in index:
        index[word] = sorted(set(index[word]))
        counts[word] = len(index[word])


def summarize(index, counts):
    common = max(index, key=lambda w: counts[w], default="-")
    return "%d words, most common %r" % (len(index), common)
