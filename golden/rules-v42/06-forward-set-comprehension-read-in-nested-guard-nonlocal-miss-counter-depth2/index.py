"""Index documents by the vocabulary terms they mention most."""
from tagging import tag_words

STOP = {"misc", "todo"}


def index_document(doc, vocabulary):
    words = doc["body"].split()
    counts = tag_words(words, vocabulary, STOP)
    top = sorted(counts, key=counts.get, reverse=True)[:3]
    size = len(words)
    return {"id": doc["id"], "top": top, "words": size}


def build_index(docs, vocabulary):
    index = []
    for doc in docs:
        entry = index_document(doc, vocabulary)
        if entry["top"]:
            index.append(entry)
    return index


if __name__ == "__main__":
    VOCABULARY = ["Python", "parser", "Lexer", "TODO"]
    DOCS = [{"id": 1, "body": "The parser feeds the lexer; the Python parser is fast."}, {"id": 2, "body": "todo: misc notes"}]
    for row in build_index(DOCS, VOCABULARY):
        print(row["id"], row["top"], row["words"])
