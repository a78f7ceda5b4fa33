"""Search a small index for two words and print the positions."""
from search import first_hits

INDEX = [
    ["alpha", "beta", "gamma"],
    ["beta", "delta"],
    [],
    ["gamma", "beta", "beta"],
]


def lookup(word):
    hits = first_hits(INDEX, word)
    marks = ["-" if h < 0 else str(h) for h in hits]
    return " ".join(marks)


if __name__ == "__main__":
    print("beta:", lookup("beta"))
    print("omega:", lookup("omega"))
