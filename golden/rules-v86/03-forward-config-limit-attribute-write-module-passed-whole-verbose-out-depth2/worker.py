"""Resize queued images, a bounded number per run."""
from config import RETRIES, SIZE


def resize(name, size):
    width = max(size, 16)
    stem = name.rsplit(".", 1)[0]
    return f"{stem}-{width}px.png"


def run(cfg, jobs):
    batch = jobs[:cfg.LIMIT]
    done = []
    for name in batch:
        for attempt in range(RETRIES):
            out = resize(name, SIZE)
            if out:
                break
        done.append(out)
    return done

