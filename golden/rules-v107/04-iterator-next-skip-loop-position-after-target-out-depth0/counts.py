"""Count the words of a configuration note, ignoring comment words."""
from tokens import Tokens


def word_counts(text):
    counts = {}
    words = Tokens(text)
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return counts, words.skipped


if __name__ == "__main__":
    note = "Alpha, beta #draft beta #todo gamma, alpha"
    table, dropped = word_counts(note)
    print(sorted(table.items()))
    print(dropped, "comment words")
    longest = max(table, key=len)
    print("longest word:", longest)
    print(len(table), "distinct words")
