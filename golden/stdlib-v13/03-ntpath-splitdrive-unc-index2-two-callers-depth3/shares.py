"""Group the files of a backup manifest by the Windows file server they live on."""
from winpath import splitdrive

MANIFEST = [
    r"\\FileSrv\public\reports\q3.xlsx",
    "//filesrv/home/ann/notes.txt ",
    r"C:\Users\ann\todo.txt",
    r"\\?\UNC\Backup01\vault\db.bak",
]


def server_of(path):
    drive, rest = splitdrive(path)
    drive = drive.replace("/", "\\")
    if not drive.startswith("\\\\"):
        return None
    parts = drive[2:].split("\\")
    if parts[0] == "?":
        parts = parts[2:]
    return parts[0].lower()


def is_local(path):
    drive = splitdrive(path)[0]
    return len(drive) == 2


def group_by_server(paths):
    groups = {}
    local = 0
    for raw in paths:
        path = raw.strip()
        if is_local(path):
            local += 1
        server = server_of(path)
        if server is not None:
            groups.setdefault(server, []).append(path)
    return groups, local


if __name__ == "__main__":
    servers, local_count = group_by_server(MANIFEST)
    print(servers, local_count)
