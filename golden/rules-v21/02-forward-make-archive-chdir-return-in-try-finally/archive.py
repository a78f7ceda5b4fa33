"""Build archives of a directory tree, after shutil.make_archive."""
import os


def archive_name(base_name, compress):
    ext = ".tar.gz" if compress else ".tar"
    return base_name + ext


def make_tarball(base_name, base_dir, compress):
    name = archive_name(base_name, compress)
    members = sorted(os.listdir(base_dir))
    print("would write", len(members), "members to", name)
    return name


def make_archive(base_name, fmt, root_dir=None, base_dir=None):
    save_cwd = os.getcwd()
    if root_dir is not None:
        base_name = os.path.abspath(base_name)
        os.chdir(root_dir)
    if base_dir is None:
        base_dir = os.curdir
    compress = fmt == "gztar"
    try:
        filename = make_tarball(base_name, base_dir, compress)
        return filename
    finally:
        if root_dir is not None:
            os.chdir(save_cwd)
