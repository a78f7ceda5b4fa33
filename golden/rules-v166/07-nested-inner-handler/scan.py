def scan(words):
    seen = 0
    hits = 0
    try:
        for w in words:
            try:
                if not w:
                    raise ValueError("empty")
                hits += 1
            except ValueError:
                hits -= 1
            seen += 1
    except ValueError:
        hits = 0
    print(hits)
    return seen


print(scan(["a", "", "b"]))
