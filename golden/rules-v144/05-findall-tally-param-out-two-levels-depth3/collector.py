"""Gather issue numbers and release tags from commit messages."""
import re

from matching import count_matches, first_match

ISSUE = re.compile(r"#(\d+)")
VERSION = re.compile(r"v\d+\.\d+")


def scan_commit(message, issues, versions):
    subject = message.split("\n", 1)[0]
    count_matches(ISSUE, subject, issues)
    count_matches(VERSION, message, versions)


def scan_all(messages):
    issues = {}
    versions = {}
    for message in messages:
        scan_commit(message.strip(), issues, versions)
    numbers = sorted(int(i) for i in issues)
    first_release = first_match(VERSION, " ".join(versions), "none")
    return numbers, first_release


HISTORY = [
    "Fix #12 and #7 in the parser\nAlso see #99 for context",
    "Release v1.4 (closes #30)",
    "Docs only",
    "Release v1.5, refs #12",
]
report = scan_all(HISTORY)
print(report)
