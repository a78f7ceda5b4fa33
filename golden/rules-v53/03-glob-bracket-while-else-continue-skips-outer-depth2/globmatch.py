"""Filter file names with shell patterns (after fnmatch.filter)."""
import os
import re
from globpat import translate


def compile_pattern(pat, ignore_case):
    if ignore_case:
        pat = pat.lower()
    flags = re.IGNORECASE if ignore_case else 0
    return re.compile(translate(pat), flags)


def filter_names(names, pat):
    ignore_case = os.path.normcase("A") == "a"
    match = compile_pattern(pat, ignore_case).match
    kept = []
    for name in names:
        if match(os.path.normcase(name)):
            kept.append(name)
    return kept


if __name__ == "__main__":
    files = ["setup.py", "README.md", "a[1].txt", "b].txt", "notes.TXT", "]old.txt", "[x"]
    print(filter_names(files, "*.[tp][xy]*"))
    print(filter_names(files, "[!s]*.txt"))
    print(filter_names(files, "[]]*"))
    print(filter_names(files, "[x"))
