"""Decide whether a caption fits a column without breaking a word."""
from layout import widest_word


def fits(text, width):
    margin = 2
    longest = widest_word(text.strip())
    return longest + margin <= width


if __name__ == "__main__":
    print(fits("a tiny  example\nsecond line", 10))
    print(fits("incomprehensibilities", 10))
