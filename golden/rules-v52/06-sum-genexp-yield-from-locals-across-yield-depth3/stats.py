"""Relevance scores of documents."""
from tokens import corpus_words, words

BOOST = {"python": 3, "slicing": 2}
DOCS = {"intro": ["Python slicing, slicing!", "> quoted python", "the end"], "misc": ["a cat of the house", "the dog"]}


def weight(word, boosts):
    return boosts.get(word, 1)


def score(lines, boosts):
    seen = set()
    total = sum(weight(w, boosts) for w in corpus_words(lines, seen))
    print("distinct words:", len(seen))
    return total / max(1, len(lines))


def title_score(title):
    return sum(weight(w, BOOST) for w in words(title, set()))


def rank(docs, boosts):
    scored = []
    for name, lines in docs.items():
        scored.append((score(lines, boosts), name))
    scored.sort(reverse=True)
    return [name for _, name in scored]


if __name__ == "__main__":
    print(rank(DOCS, BOOST))
    print(title_score("The Python Slicing Guide"))
