def main():
    conf = {"a": 1}
    extra = {"b": 2}
    other = {"c": 3}
    conf.update(extra)
    other.update(extra)
    conf.setdefault("c", 0)
    removed = conf.pop("a")
    print(removed)
    print(conf)


main()
