from collections import Counter


def commonest():
    words = ["a", "b", "a"]
    words.append("b")
    words.extend(["b"])
    stop = {"b"}
    c = Counter(words)
    n = len(stop)
    stop.add("c")
    keys = list(c.keys())
    top = c.most_common(1)[0]
    print(top, n, keys)


commonest()
