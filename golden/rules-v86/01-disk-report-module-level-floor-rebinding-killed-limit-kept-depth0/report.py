"""Nightly disk usage report for the backup host."""
import os
import sys

from units import human

USAGE = {"/": 61440, "/home": 92160, "/var": 20480, "/tmp": 512}
LIMIT = 40
FLOOR = 1024
STYLE = "plain"

LIMIT = int(os.environ.get("DISK_LIMIT", LIMIT))
FLOOR = 2048
if "--all" in sys.argv:
    FLOOR = 0
    STYLE = "full"

total = sum(USAGE.values())
flagged = []
rows = []
for mount, kib in sorted(USAGE.items()):
    if kib < FLOOR:
        continue
    share = round(100 * kib / total)
    rows.append(f"{mount:<6} {human(kib, STYLE)} {share:>3}%")
    if share >= LIMIT:
        flagged.append(mount)

if __name__ == "__main__":
    print("\n".join(rows))
    print("over limit:", ", ".join(flagged) or "none")
