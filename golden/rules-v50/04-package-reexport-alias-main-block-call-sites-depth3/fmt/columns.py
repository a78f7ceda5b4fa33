"""Fixed-width columns that shorten long text with an ellipsis."""

WIDTH = 12
ELLIPSIS = "..."


def fit(text, width=WIDTH):
    if len(text) <= width:
        return text.ljust(width)
    cut = width - len(ELLIPSIS)
    if cut < 1:
        return text[:width]
    return text[:cut] + ELLIPSIS


def fits(text, width=WIDTH):
    return len(text) <= width


if __name__ == "__main__":
    sample = "a rather long column title"
    print(repr(fit(sample, 10)))
    print(repr(fit("short")))
    print(fits(sample))
