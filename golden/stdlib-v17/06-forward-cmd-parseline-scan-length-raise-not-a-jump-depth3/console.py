"""Dispatch console lines with Cmd.parseline and count the arguments."""
from cmd_cut import Cmd

KNOWN = ("get", "put", "help", "shell")


def dispatch(text, known):
    shell = Cmd()
    command, arg, _ = shell.parseline(text)
    checked = len(known)
    if command is None:
        return "skip"
    if command not in known:
        raise KeyError("unknown command %r (args %r)" % (command, arg))
    words = arg.split()
    return "%s/%d/%d" % (command, len(words), checked)


def run(lines):
    out = []
    for text in lines:
        out.append(dispatch(text, KNOWN))
    return out


if __name__ == "__main__":
    results = run(["get a b", "?put", "  ", "!ls -l"])
    print(results)
