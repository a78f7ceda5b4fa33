"""Count the words of a short text, leaving out stop words."""


def count_words(text, limit=2):
    counts = {"<start>": 0}
    counts["<chars>"] = len(text)
    seen = set()
    stop = {"the", "a", "an", "of", "and"}
    counts = {}
    for raw in text.split():
        word = raw.strip(".,;:!?").lower()
        seen.add(word)
        if word in stop:
            continue
        counts[word] = counts.get(word, 0) + 1
    seen.discard("")
    counts.pop("", None)
    top = counts.get("cat", 0)
    rare = [w for w in counts if counts[w] < limit]
    print(len(seen), "distinct,", top, "cats,", len(rare), "rare")
    return counts


if __name__ == "__main__":
    result = count_words("The cat and the hat ... A cat, a bat, of course!")
    print(result)
