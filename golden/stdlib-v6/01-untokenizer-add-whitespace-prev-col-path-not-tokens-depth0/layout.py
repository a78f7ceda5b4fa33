"""Lay source fragments back out at the rows and columns they came from."""
from tokenize_untok import Untokenizer


def render(fragments):
    ut = Untokenizer()
    for text, start, end in fragments:
        ut.add_whitespace(start)
        ut.tokens.append(text)
        ut.prev_row, ut.prev_col = end
    return "".join(ut.tokens)


def check_order(fragments):
    try:
        render(fragments)
    except ValueError as exc:
        return str(exc)
    return "ok (%d fragments)" % len(fragments)


if __name__ == "__main__":
    spans = [("x", (1, 0), (1, 1)), ("=", (1, 2), (1, 3)), ("f", (1, 4), (1, 5)),
             ("(", (1, 5), (1, 6)), (")", (1, 6), (1, 7)), ("y", (3, 4), (3, 5))]
    print(repr(render(spans)))
    print(check_order(spans))
    print(check_order([("a", (2, 3), (2, 4)), ("b", (1, 0), (1, 1))]))
