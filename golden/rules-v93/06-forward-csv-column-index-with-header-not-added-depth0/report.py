"""Write a sample export and print the summary of two of its columns."""
import os
import tempfile
from stats import summarize

SAMPLE = "time,temp,hum\n1,20.5,40\n2,21.0,42\n\n3,23.5,45\n4,19.0,50\n"


def report(path, columns, limit):
    lines = []
    for column in columns:
        summary = summarize(path, column, limit)
        lines.append("%(column)s: mean %(mean)s, peak %(peak)s over %(rows)d rows" % summary)
    return "\n".join(lines)


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "readings.csv")
    with open(path, "w", encoding="utf-8") as out:
        out.write(SAMPLE)
    print(report(path, ["temp", "hum"], 3))
