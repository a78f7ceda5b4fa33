"""Print a shell's command names in columns, the way Cmd.do_help lists them."""
import io

from cmdcolumns import Cmd


class Shell(Cmd):
    def __init__(self):
        self.stdout = io.StringIO()


def command_table(names, width=40):
    shell = Shell()
    visible = sorted(n for n in names if not n.startswith("_"))
    shell.columnize(visible, width)
    return shell.stdout.getvalue()


if __name__ == "__main__":
    commands = ["add", "commit", "push", "pull", "status", "log",
                "_debug", "checkout", "rebase", "stash"]
    print(command_table(commands), end="")
    print(command_table(["quit"]), end="")
