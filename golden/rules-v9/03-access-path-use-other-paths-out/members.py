"""Tar member headers for files on disk, after tarfile.TarFile.gettarinfo."""
import os
import stat
import tarfile

DEFAULT_UMASK = 0o022
OWNERS = {0: "root"}


def member_for(path, arcname=None, umask=DEFAULT_UMASK):
    st = os.lstat(path)
    info = tarfile.TarInfo(arcname or path)
    info.mtime = int(st.st_mtime)
    info.mode = stat.S_IMODE(st.st_mode)
    info.size = st.st_size
    if stat.S_ISDIR(st.st_mode):
        info.type = tarfile.DIRTYPE
        info.size = 0
        info.mode |= 0o111
    if umask:
        info.mode &= ~umask
    info.uname = OWNERS.get(st.st_uid, "nobody")
    listing = "%s %04o %8d" % (info.name, info.mode, info.size)
    return info, listing


def add_files(tar, paths, strip_prefix=""):
    listings = []
    for path in paths:
        name = path[len(strip_prefix):] if path.startswith(strip_prefix) else path
        info, listing = member_for(path, name)
        with open(path, "rb") as fh:
            tar.addfile(info, fh)
        listings.append(listing)
    return listings
