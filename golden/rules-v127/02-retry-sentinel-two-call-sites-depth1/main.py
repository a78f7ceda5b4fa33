"""Run the greeter against two canned feeds."""
from greet import load_farewell, load_greeting


def make_feed(chunks):
    cleaned = []
    for chunk in chunks:
        if chunk == "drop":
            continue
        cleaned.append(chunk)
    return iter(cleaned)


def main():
    first = make_feed([None, None, "  welcome  "])
    second = make_feed(["drop", None, "  so long  "])
    print(load_greeting(first))
    print(load_farewell(second))


main()
