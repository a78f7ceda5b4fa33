"""Load batches of rows, skipping the rejected ones."""

from validate import validate


def load(name, rows):
    status = validate(rows)
    if status == "rejected":
        print(name, "rejected")
        return 0
    print(name, status)
    count = len(rows)
    return count


def load_all(batches):
    loaded = 0
    names = []
    for name, rows in batches:
        loaded += load(name, rows)
        names.append(name)
    print("batches:", ", ".join(names))
    return loaded


def main():
    batches = [
        ("mon", [{"id": 1, "name": "a", "qty": 2}]),
        ("tue", [{"id": 2, "name": "b"}, {"name": "c", "qty": 1}]),
        ("wed", [{"id": 3, "name": "d"}, {"id": 4, "name": "e", "qty": 5}]),
    ]
    total = load_all(batches)
    print("rows loaded:", total)


if __name__ == "__main__":
    main()
