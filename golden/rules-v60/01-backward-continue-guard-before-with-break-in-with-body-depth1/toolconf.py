"""Pick the settings file a tool reads: user files first, then shared ones."""
import os
import tempfile

from confscan import find_section


def candidates(home, tool):
    names = [os.path.join(home, "." + tool + "rc")]
    names.append(os.path.join(home, ".config", tool + ".ini"))
    names.append(os.path.join(home, ".local", "share", tool + ".ini"))
    return names


def settings_file(home, tool):
    names = candidates(home, tool)
    chosen = find_section(names, tool)
    label = chosen or "built-in defaults"
    print(tool, "settings:", label)
    return chosen


if __name__ == "__main__":
    home = tempfile.mkdtemp()
    os.makedirs(os.path.join(home, ".config"))
    with open(os.path.join(home, ".config", "tool.ini"), "w") as fh:
        fh.write("# shared defaults\ncolor = auto\n")
    os.makedirs(os.path.join(home, ".local", "share"))
    with open(os.path.join(home, ".local", "share", "tool.ini"), "w") as fh:
        fh.write("[tool]\ncolor = never\n")
    print(settings_file(home, "tool"))
