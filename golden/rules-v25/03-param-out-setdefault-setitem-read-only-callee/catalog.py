"""A small document catalogue with a word index."""
from index import add_postings, dedupe, set_title, summarize


def build(docs):
    index = {}
    titles = {}
    log = []
    counts = {}
    for doc_id, (title, text) in enumerate(docs):
        if not text:
            log.append("skip %d" % doc_id)
            continue
        added = add_postings(index, doc_id, text)
        set_title(titles, doc_id, title, log)
        log.append("%d words" % added)
    dedupe(index, counts)
    print(summarize(index, counts))
    vocab = sorted(index)
    print(len(log), "log lines")
    return vocab, titles


def demo():
    docs = [("Intro ", "The art of slicing, and of slicing."), ("Empty", ""), ("Notes", "Slicing and dicing.")]
    vocab, titles = build(docs)
    print(vocab)
    print(titles)


if __name__ == "__main__":
    demo()
