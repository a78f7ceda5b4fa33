"""Small text helpers for the inventory shell."""


def plural(count, word):
    if count == 1:
        return f"1 {word}"
    if word.endswith("y"):
        return f"{count} {word[:-1]}ies"
    return f"{count} {word}s"


def table(stock):
    width = max((len(name) for name in stock), default=0)
    rows = []
    for name in sorted(stock):
        rows.append(f"{name.ljust(width)}  {stock[name]:>4}")
    return "\n".join(rows)


def banner(title):
    line = "=" * len(title)
    return f"{line}\n{title}\n{line}"
