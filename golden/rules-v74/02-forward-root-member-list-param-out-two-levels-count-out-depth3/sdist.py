"""Build the member list of a source distribution."""
import archive


def sdist_members(name, version, files, doc_files):
    root = name + "-" + version
    members = []
    docs = []
    count = archive.add_tree(members, root, files)
    archive.add_tree(docs, "docs", doc_files)
    print("archived", count, "files and", len(docs), "docs")
    return sorted(members)


def build(name, version):
    files = ["setup.py", "pkg\\core.py", "pkg/core.pyc"]
    members = sdist_members(name, version, files, ["index.rst"])
    for member in members:
        print("  ", member)
    return len(members)


if __name__ == "__main__":
    print("total", build("demo", "1.0"))
