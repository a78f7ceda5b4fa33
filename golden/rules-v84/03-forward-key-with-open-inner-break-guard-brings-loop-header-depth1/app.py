"""Report the error lines of a set of log files."""
import os
import tempfile

from scan import collect


def report(paths, word):
    hits = collect(paths, word)
    lines = [f"{n}. {hit}" for n, hit in enumerate(hits, 1)]
    header = f"{len(paths)} files searched for {word!r}"
    return "\n".join([header] + lines)


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    logs = {"a.log": "ok\nError one\nerror two\nERROR three\n", "b.log": "fine\nan error\n"}
    paths = []
    for name, body in logs.items():
        paths.append(os.path.join(folder, name))
        with open(paths[-1], "w", encoding="utf-8") as out:
            out.write(body)
    print(report(paths, "Error"))
