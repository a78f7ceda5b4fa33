"""Build a bulleted text report from raw entries."""


def build_report(entries, limit):
    lines = []
    skipped = []

    def emit(text):
        lines.append("* " + text)

    def skip(text):
        skipped.append(text)

    prefix = "item "
    for entry in entries:
        if len(entry) > limit:
            skip(entry)
            continue
        emit(prefix + entry)
    if skipped:
        emit(f"({len(skipped)} skipped)")
    header = f"{len(lines)} lines"
    body = "\n".join(lines)
    return header + "\n" + body
