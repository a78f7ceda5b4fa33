"""Number the lines of a log, restarting the count at each section."""
from seq import restart, tag, tick


def number(lines):
    out = []
    restart()
    for line in lines:
        if not line.strip():
            continue
        if line.startswith("#"):
            restart()
            out.append(line)
            continue
        tick()
        labelled = tag(line)
        out.append(labelled)
    return out


intro = number(["# intro", "hello", "", "world"])
body = number(["# body", "x", "# end", "y"])
print(intro, body)
