def main():
    d = {"a": 1}
    d["z"] = 0
    k = "a"
    v = 5
    w = 7
    d[k] += v
    print(d, w)
main()
