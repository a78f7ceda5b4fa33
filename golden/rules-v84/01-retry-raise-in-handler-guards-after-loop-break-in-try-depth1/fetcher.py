"""Load a settings file, retrying while the disk is busy."""
import time


def read_remote(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def load_config(path, retries=3, delay=0.01):
    text = ""
    last_error = None
    for attempt in range(1, retries + 1):
        try:
            text = read_remote(path)
            break
        except OSError as e:
            last_error = e
            if attempt == retries:
                raise
            time.sleep(delay * attempt)
    lines = [ln.strip() for ln in text.splitlines()]
    return [ln for ln in lines if ln and not ln.startswith("#")]
