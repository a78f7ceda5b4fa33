"""Evaluate a few sums and check nothing is left over after them."""
from calc import parse_list, parse_sum

LINES = ["12 + 7 - 3", "  100 - -58  ", "4 + 5 apples"]
WEIGHTS = "1, 2, 3"


def evaluate(line):
    total, end = parse_sum(line)
    if end != len(line):
        message = f"unexpected {line[end]!r} at column {end + 1}"
        print(message)
        return None
    return total


def main():
    results = []
    for line in LINES:
        results.append(evaluate(line))
    weights = parse_list(WEIGHTS)
    print("results:", results)
    print("weights:", weights)


if __name__ == "__main__":
    main()
