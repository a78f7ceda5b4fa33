"""Find the last error line of a log and describe the scan."""


def last_error(lines, marker):
    count = 0
    found = ""
    for number, text in enumerate(lines, 1):
        if marker in text:
            count += 1
            found = text.strip()
    last = number
    del lines

    def report(prefix):
        return f"{prefix}: {found!r}, {count} hits, scanned to line {last}"

    head = report("last error")
    tail = report("scan")
    return head, tail
