from collections import Counter, defaultdict


def main():
    words = ["a", "b", "a"]
    counts = Counter()
    firsts = defaultdict(int)
    for w in words:
        counts[w] += 1
        firsts[w[0]] += 1
    top = counts.most_common(1)
    print(firsts, top)
    print(counts)


main()
