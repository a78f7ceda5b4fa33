"""Export every CSV file of a folder as JSON lines and summarize the counts."""
import os
import tempfile

from convert import csv_to_jsonl

SAMPLE = "id,name,email\n1,ann,ann@example.org\n,ghost,\n2,bob,bob@example.org\n"


def export_folder(in_dir, out_dir, keep):
    totals = {}
    for entry in sorted(os.listdir(in_dir)):
        if not entry.endswith(".csv"):
            continue
        stem = entry[:-4]
        src = os.path.join(in_dir, entry)
        dst = os.path.join(out_dir, stem + ".jsonl")
        totals[stem] = csv_to_jsonl(src, dst, keep)
    return totals


def label(stem, count):
    return stem + "=" + str(count)


def summarize(totals):
    parts = []
    for stem in sorted(totals):
        parts.append(label(stem, totals[stem]))
    return "; ".join(parts)


def main(folder):
    with open(os.path.join(folder, "users.csv"), "w", encoding="utf-8") as fh:
        fh.write(SAMPLE)
    out_dir = os.path.join(folder, "out")
    os.mkdir(out_dir)
    totals = export_folder(folder, out_dir, ("id", "email"))
    return summarize(totals)


if __name__ == "__main__":
    print(main(tempfile.mkdtemp()))
