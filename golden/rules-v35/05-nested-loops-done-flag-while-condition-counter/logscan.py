"""Find the first line matching a pattern across a list of rotated log files, oldest first."""


def first_match(files, pattern, skip_debug):
    hit = None
    done = False
    read = 0
    skipped = 0
    index = 0
    while not done and index < len(files):
        path, lines = files[index]
        index += 1
        for number, line in enumerate(lines, 1):
            read += 1
            if skip_debug and line.startswith("DEBUG"):
                skipped += 1
                continue
            if pattern in line:
                hit = (path, number, line.rstrip())
                done = True
                break
        if not done:
            print("no", pattern, "in", path)
    print("read", read, "lines, skipped", skipped)
    return hit, read
