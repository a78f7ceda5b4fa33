"""Run a ledger import from the command line."""
import sys

from rows import import_rows


def run(lines, strict_flag):
    options = {"strict": strict_flag}
    summary = import_rows(lines, options)
    banner = "=" * len(summary)
    return banner + "\n" + summary


if __name__ == "__main__":
    data = ["a1; 12.50", "a2; -3", "bad row", "a3; 20000", "a4; 4"]
    print(run(data, "--strict" in sys.argv))
