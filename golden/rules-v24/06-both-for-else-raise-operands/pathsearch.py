"""Locate an executable on a search path, in the shape of shutil.which."""
import stat


def which(command, search_path, installed, verbose=False):
    tried = 0
    for folder in search_path:
        candidate = folder.rstrip("/") + "/" + command
        tried += 1
        if candidate in installed:
            found = candidate
            break
        if verbose:
            print("not in", folder)
    else:
        raise FileNotFoundError("%s not found in %d folders" % (command, tried))
    mode = installed[found]
    if not mode & stat.S_IXUSR:
        raise PermissionError(command + " is not executable")
    print("resolved", command, "after", tried, "probe(s)")
    return found
