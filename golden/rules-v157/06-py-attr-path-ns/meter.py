from types import SimpleNamespace


def run(xs):
    s = SimpleNamespace(total=0, hits=0)
    for x in xs:
        s.hits += 1
        s.total += x
    s.hits = s.hits * 2
    print(s.total, s.hits)


run([1, 2, 3])
