"""Print the settings of a sample file."""
from errors import SettingsError, describe
from pairs import read_pairs

SAMPLE = """\
# demo settings
Name = "demo"
= orphan value
retries = 3
broken line
timeout = 30
"""


def main(text):
    try:
        pairs = read_pairs(text.splitlines())
    except SettingsError as err:
        print(describe(err))
        return 1
    for key in sorted(pairs):
        print(f"{key} -> {pairs[key]}")
    return 0


if __name__ == "__main__":
    main(SAMPLE)
