"""Table of contents and appendix listing for the manual."""
from outline import Section, outline_lines, render


def manual():
    intro = Section("Introduction")
    setup = Section("Setup", [Section("Linux"), Section("macOS", hidden=True)])
    usage = Section("Usage", [Section("Commands", [Section("build"), Section("test")])])
    return Section("Manual", [intro, setup, usage])


def table_of_contents(width):
    root = manual()
    lines = outline_lines(root, max_depth=2)
    rule = "=" * width
    return "\n".join([rule] + lines + [rule])


def appendix(section):
    notes = []
    render(section, 1, notes, 1)
    return notes


if __name__ == "__main__":
    print(table_of_contents(24))
    print(appendix(manual()))
