"""Filter file names with patterns.compile_pattern, fnmatch.filter style."""
from patterns import compile_pattern, translate


def explain(pat):
    regex = translate(pat)
    print("%-14s -> %s" % (pat, regex))
    return regex


def filter_names(names, pat, ignore_case=False, verbose=False):
    if verbose:
        explain(pat)
    match = compile_pattern(pat, ignore_case).match
    result = []
    for name in names:
        if match(name.lower() if ignore_case else name):
            result.append(name)
    return result


if __name__ == "__main__":
    files = ["setup.py", "README.md", "data1.csv", "data_x.csv", "Notes.TXT", "a.c"]
    print(filter_names(files, "data[!_]*.csv", verbose=True))
    print(filter_names(files, "*.txt", ignore_case=True))
    print(filter_names(files, "[!a-c]*.py", verbose=True))
    print(filter_names(files, "[unclosed", verbose=True))
