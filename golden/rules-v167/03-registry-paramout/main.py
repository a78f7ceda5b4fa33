from handlers import make_registry, TextHandler

DEFAULT = TextHandler


def pick(kind):
    registry = make_registry()
    cls = registry.get(kind, DEFAULT)
    return cls


def main():
    handler = pick("csv")()
    print(handler.handle(["a", "b"]))


main()
