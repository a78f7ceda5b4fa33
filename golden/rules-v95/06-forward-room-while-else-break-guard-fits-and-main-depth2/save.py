"""Store uploaded files under names that are unique in a folder."""
from names import unique_name


def target_name(filename, existing, max_len):
    stem, dot, ext = filename.rpartition(".")
    if not dot:
        stem, ext = filename, ""
    room = max_len - len(ext) - 1 if ext else max_len
    taken = {name.rsplit(".", 1)[0] for name in existing}
    picked = unique_name(stem, taken, room)
    if picked is None:
        return None
    return f"{picked}.{ext}" if ext else picked


def save_all(uploads, existing, max_len=16):
    saved = {}
    for filename in uploads:
        name = target_name(filename, existing, max_len)
        if name:
            saved[filename] = name
    return saved


def main():
    folder = ["report.txt", "report-001.txt", "notes", "a-very-long-name.txt"]
    uploads = ["report.txt", "notes", "a-very-long-name.txt", "x.csv"]
    saved = save_all(uploads, folder)
    for source, name in saved.items():
        print(f"{source} -> {name}")
    print(len(folder), "names were taken")


if __name__ == "__main__":
    main()
