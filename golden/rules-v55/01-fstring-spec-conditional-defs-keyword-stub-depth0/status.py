"""One-line status summaries for a download queue."""
from units import human_size, plural


def status_line(job, now, *, width=24, binary=True, verbose=False):
    marker = "*" if job.get("pinned") else " "
    room = width - len(marker)
    name = job["name"]
    name = name if len(name) <= room else name[: room - 1] + "~"
    ident = f"#{job['id']}"
    done = job["received"] >= job["size"]
    elapsed = now - job["started"]
    stalled = not done and elapsed > 30 and job["received"] == 0
    state = "done" if done else "stalled" if stalled else "active"
    digits = 0 if done else 1
    size = human_size(job["size"], places=digits, binary=binary, context=ident)
    size_col = 10 if binary else 9
    rate = human_size(job["received"] / elapsed, binary=binary) if elapsed else "-"
    count = plural(job["files"], "file")
    head = f"{marker}{name:<{room}} {state:>7} {size:>{size_col}}"
    extra = f"  {rate}/s, {job['files']} {count}" if verbose else ""
    print(f"{ident}: {head!r} {extra=}")
    return head + extra


def board(jobs, now, *, wide=False):
    width = 40 if wide else 24
    lines = []
    for job in jobs:
        lines.append(status_line(job, now, width=width, verbose=wide))
    return "\n".join(lines)


if __name__ == "__main__":
    iso = {"id": 1, "name": "debian-12.iso", "size": 658505728, "received": 658505728, "started": 0, "files": 1}
    tar = {"id": 2, "name": "photos-2023-summer-trip.tar", "size": 2147483648, "received": 0, "started": 40, "files": 312, "pinned": True}
    print(board([iso, tar], 100))
    print(board([iso, tar], 100, wide=True))
