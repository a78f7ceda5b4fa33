import io


def emit(out, text):
    out.write(text)
    out.write("\n")
    return len(text) + 1


def format_entry(level, message, stamp):
    return "{} [{:<5}] {}".format(stamp, level.upper(), message)


def render_log(entries, origin):
    out = io.StringIO()
    index = []
    written = 0
    for seconds, level, message in entries:
        stamp = f"{origin + seconds:08.1f}"
        index.append(stamp)
        print(stamp, level, file=out)
        written += emit(out, format_entry(level, message, stamp))
    out.write(f"-- {written} chars --\n")
    footer = "index: " + ", ".join(index)
    body = out.getvalue()
    return body + footer
