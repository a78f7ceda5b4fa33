"""Count the words of text files."""


def count_words(path, encoding="utf-8", seen=None):
    total = 0
    with open(path, encoding=encoding) as f:
        for line in f:
            words = line.split()
            if seen is not None:
                seen.update(words)
            total += len(words)
    return total


def average_length(text):
    words = text.split()
    if not words:
        return 0.0
    return sum(len(word) for word in words) / len(words)
