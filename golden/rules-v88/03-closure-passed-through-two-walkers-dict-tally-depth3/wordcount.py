"""Count the words of an outline, level by level."""
from outline import walk_outline

OUTLINE = "Plan\n  Build the parser\n    TODO handle tabs\n\n  Write the docs\nRelease\n  Tag it\n"


def show(depth, label):
    print("  " * depth + "- " + label)


def words_per_level(text, skip):
    counts = {}
    titles = []

    def tally(depth, label):
        if label.startswith(skip):
            return
        counts[depth] = counts.get(depth, 0) + len(label.split())
        if depth == 0:
            titles.append(label)

    total = walk_outline(text, tally, max_depth=2)
    levels = sorted(counts.items())
    print(len(titles), "top-level items of", total)
    return levels


if __name__ == "__main__":
    walk_outline(OUTLINE, show)
    print(words_per_level(OUTLINE, "TODO"))
