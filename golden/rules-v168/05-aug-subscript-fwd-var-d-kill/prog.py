def main():
    d = {"a": 1}
    d["a"] += 4
    n = len(d)
    e = d["a"] * 2
    other = 3
    print(e, other)
    d = {"b": 0}
    print(d)
    print(n)
main()
