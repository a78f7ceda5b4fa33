"""Small formatting helpers for status lines."""


def human_size(n, *, binary=True, places=1, context=None):
    if n < 0:
        print(f"negative size {n} for {context or 'item'}")
        n = 0
    step = 1024 if binary else 1000
    names = ["B", "KiB", "MiB", "GiB"] if binary else ["B", "kB", "MB", "GB"]
    value = float(n)
    for unit in names[:-1]:
        if value < step:
            return f"{value:.{places}f} {unit}"
        value /= step
    return f"{value:.{places}f} {names[-1]}"


def plural(count, word, *, suffix="s"):
    return word if count == 1 else f"{word}{suffix}"


def percent(part, whole, *, places=0):
    share = part / whole if whole else 1.0
    return f"{share:.{places}%}"
