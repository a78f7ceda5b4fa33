"""Clean two word lists, tags and titles, with two different filters."""
from filters import NoDigits, ShortWords


def clean_lists(tags, titles):
    plain = NoDigits(2).run(tags)
    short = ShortWords(3).run(titles)
    return plain, short


def joined(words):
    text = ", ".join(words)
    if not text:
        text = "(none)"
    return text


if __name__ == "__main__":
    TAGS = ["Red", "b2b", " Blue ", "green", "x", "late"]
    TITLES = ["a", "tall", "ox", "sky"]
    tags, titles = clean_lists(TAGS, TITLES)
    print("tags:", joined(tags))
    print("titles:", joined(titles))
