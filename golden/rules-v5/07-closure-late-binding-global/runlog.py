"""Run-log formatting for the nightly customer import."""
import time

PREFIX = "import"
lines_written = 0


def format_run(records, verbose=False):
    prefix = f"[{PREFIX}] "
    sep = " | "

    def render(fields):
        global lines_written
        lines_written += 1
        return prefix + sep.join(str(f) for f in fields)

    if verbose:
        prefix = f"[{PREFIX} {time.strftime('%H:%M:%S')}] "
    out = []
    for rec in records:
        out.append(render([rec["id"], rec["status"]]))
    prefix = "[summary] "
    footer = render(["total", len(records)])
    prefix = "[debug] "
    if verbose:
        print(prefix + footer)
    return out, footer


def log_summary(records, stream):
    out, footer = format_run(records, verbose=True)
    stream.write("\n".join(out) + "\n")
    banner = f"{footer}: {len(out)} rows, {lines_written} lines"
    stream.write(banner + "\n")
    return banner
