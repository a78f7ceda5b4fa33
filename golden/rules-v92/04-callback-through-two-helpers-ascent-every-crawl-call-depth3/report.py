"""Totals over a document set, each computed by a different callback."""
from crawl import crawl
from stats import line_count, word_count


def total_words(paths):
    counts = crawl(paths, word_count)
    return sum(counts)


def total_lines(folder, names):
    paths = [folder + "/" + name for name in names]
    counts = crawl(paths, line_count, label="lines")
    return sum(counts)


if __name__ == "__main__":
    print(total_words(["a.txt", "b.txt", "_draft.txt"]))
    print(total_lines("notes", ["x.txt"]))
