"""Command-line entry point: where the tool keeps its files."""

import os

from paths import home, log_name


def banner(root):
    width = 30
    return ("tool @ " + root).ljust(width) + "|"


ROOT = home()
CONFIG = os.path.join(ROOT, ".toolrc")
if os.path.exists(CONFIG):
    source = "file"
else:
    source = "defaults"
LOGS = os.path.join("/var/log", "tool")
today = "2024-01-01"
print(banner(ROOT))
print(source, CONFIG)
print(os.path.join(LOGS, log_name(today)))
