"""Reports printed on the terminal or saved to a file."""
import shutil
from layout import render


def terminal_report(rows, heading):
    cols = shutil.get_terminal_size().columns - 2
    text = render(rows, heading, width=cols)
    print(text)
    return len(text)


def file_report(rows, path):
    text = render(rows, "summary")
    with open(path, "w") as fh:
        fh.write(text)
    return path


def main(rows):
    used = terminal_report(rows, "Totals")
    saved = file_report(rows, "report.txt")
    return used, saved
