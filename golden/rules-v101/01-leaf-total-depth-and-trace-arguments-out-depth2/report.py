"""Summarise a nested list of scores."""
from walk import leaf_total


def summarise(tree):
    levels = []
    start = 1
    total = leaf_total(tree, start, levels)
    deepest = max(levels)
    return total, deepest


def main():
    scores = [3, [4, 5], [[6], 7]]
    total, deepest = summarise(scores)
    print(total, deepest)


if __name__ == "__main__":
    main()
