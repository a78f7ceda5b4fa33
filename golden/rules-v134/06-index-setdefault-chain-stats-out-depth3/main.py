from index import build_index


def main():
    docs = [("a.txt", "Red fox!"), ("b.txt", "red hen"), ("c.txt", "")]
    title = "Index"
    idx = {}
    stats = {}
    build_index(docs, idx, stats)
    counts = {w: len(paths) for w, paths in idx.items()}
    stats = {"words": len(counts)}
    print(title, sorted(counts.items()), stats)


def banner(text):
    width = len(text) + 4
    return "=" * width


main()
