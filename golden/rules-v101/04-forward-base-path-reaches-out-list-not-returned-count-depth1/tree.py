"""List the files of a nested dict tree; a dict is a folder, None is a file."""


def list_files(node, base, out):
    count = 0
    for entry, child in node.items():
        path = base + "/" + entry
        if child is None:
            out.append(path)
            count += 1
        else:
            sub = list_files(child, path, out)
            count += sub
    return count


def count_folders(node):
    folders = 0
    for child in node.values():
        if child is not None:
            folders += 1 + count_folders(child)
    return folders
