"""Load list-valued settings, with the nesting limit taken from the options."""
from brackets import count_items, tokenize

DEFAULT_DEPTH = 4


def parse_list(text, options):
    strict = options.get("strict", True)
    limit = options.get("max_depth", DEFAULT_DEPTH)
    size = count_items(text)
    tokens = tokenize(text, limit)
    if strict and tokens.count("[") != tokens.count("]"):
        raise ValueError("unbalanced brackets in %r" % text)
    values = [tok for tok in tokens if tok not in "[]{},"]
    print("parsed", len(values), "of", size, "items")
    return values


def load(settings, options):
    loaded = {}
    for key, text in settings.items():
        loaded[key] = parse_list(text, options)
    return loaded


def main(argv):
    options = {"max_depth": int(argv[0])} if argv else {}
    result = load({"hosts": "[a, [b, c]]", "ports": "[80, 443]"}, options)
    return len(result)


if __name__ == "__main__":
    print(main(["3"]))
