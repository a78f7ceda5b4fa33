"""Statistics over a directory listing, gathered by visitors."""
from walker import total_size, walk


def large_share(entries, limit):
    count = 0
    largest = None

    def check(entry):
        nonlocal count, largest
        if entry["size"] > limit:
            count += 1
        if largest is None or entry["size"] > largest["size"]:
            largest = entry

    walk(entries, check)
    print("largest:", largest["name"])
    share = count / max(len(entries), 1)
    return round(share, 2)


def hidden_names(entries):
    names = []

    def note(entry):
        if entry["name"].startswith("."):
            names.append(entry["name"])

    walk(entries, note, show_hidden=True)
    return names


if __name__ == "__main__":
    listing = [
        {"name": "notes.txt", "size": 120},
        {"name": ".cache", "size": 900},
        {"name": "photo.jpg", "size": 450},
        {"name": "todo.md", "size": 30},
    ]
    cutoff = 100
    print(large_share(listing, cutoff))
    print(hidden_names(listing), total_size(listing))
