"""Pick out the log lines worth paging someone about."""
from levels import label, severity


def worst(lines):
    top = 0
    for line in lines:
        level = severity(line)
        if level > top:
            top = level
    return top


def urgent(lines, threshold):
    picked = []
    for line in lines:
        if severity(line) >= threshold:
            picked.append(label(line) + ": " + line)
    return picked


LOG = [
    "[INFO] service started",
    "[WARN] disk 91% full",
    "[ERROR]",
    "plain text without a level",
    "[ERROR] database unreachable",
]
print("worst:", worst(LOG))
for entry in urgent(LOG, 2):
    print(entry)
