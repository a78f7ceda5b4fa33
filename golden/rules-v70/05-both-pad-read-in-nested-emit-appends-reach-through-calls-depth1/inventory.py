"""Export inventory records as a plain-text manifest."""
from dump import dump

FIELDS = ["sku", "qty", "bin"]


def manifest(items, nested):
    depth = 4 if nested else 2
    body = dump(items, depth, FIELDS)
    header = "# %d items" % len(items)
    return header + "\n" + body


def compact(items):
    return dump(items, 0, FIELDS[:2])


def main():
    items = [{"sku": "A-1", "qty": 4, "bin": "r2"}, {"sku": "B-7", "qty": None, "bin": "r9"}]
    print(manifest(items, True))
    print(compact(items))


if __name__ == "__main__":
    main()
