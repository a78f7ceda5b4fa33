"""Print an inventory of a project tree."""
from tree import list_files


def inventory(tree, root):
    files = []
    base = root.rstrip("/")
    total = list_files(tree, base, files)
    files.sort()
    listing = "\n".join(files)
    summary = "%d files" % total
    return listing + "\n" + summary


def main():
    project = {"src": {"app.py": None, "lib": {"util.py": None}}, "README": None}
    text = inventory(project, "/srv/")
    print(text)


if __name__ == "__main__":
    main()
