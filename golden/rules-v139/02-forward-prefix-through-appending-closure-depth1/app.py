"""Print the daily report."""
from reporter import build_report

ENTRIES = ["bolts", "extra long washer kit", "nuts"]

report = build_report(ENTRIES, 10)
print(report)
print(len(ENTRIES), "entries read")
