"""Group the files of a Windows manifest by folder."""
from nt_split import split


def split_all(paths):
    rows = []
    for path in paths:
        if not path:
            continue
        pair = split(path)
        rows.append(pair)
    return rows


def by_folder(paths):
    folders = {}
    for head, tail in split_all(paths):
        folders.setdefault(head, []).append(tail)
    return folders


if __name__ == "__main__":
    manifest = [r"C:\Users\ann\notes.txt", "", r"\\server\share\report.docx",
                r"D:/games/save/slot1.dat", r"C:\Users\ann\todo.txt", "readme"]
    for folder, files in sorted(by_folder(manifest).items()):
        print(folder, files)
