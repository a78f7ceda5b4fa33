"""Print the monthly report and count its words."""
from report import build

REVENUE = [
    ("Jan", [1200.0, 980.5]),
    ("Feb", [None, 1350.25]),
]
GROWTH = [
    ("Jan", [0.04, -0.015]),
    ("Feb", [None, 0.12]),
]


def word_count(text):
    return len(text.split())


def main():
    text = build(REVENUE, GROWTH)
    print(text)
    words = word_count(text)
    print(f"{words} words")


if __name__ == "__main__":
    main()
