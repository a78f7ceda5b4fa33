def last_match(words, prefix):
    found = None
    n = 0
    for w in words:
        n += 1
        if w.startswith(prefix):
            found = w
    size = len(found) if found else 0
    report = (n, size)
    return report


print(last_match(["apple", "banana", "avocado"], "a"))
