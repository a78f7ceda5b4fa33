"""Start a service from its settings file."""
import os
import tempfile

from fetcher import load_config

BACKOFF = 0.05


def settings(path, attempts):
    pause = BACKOFF / attempts
    entries = load_config(path, retries=attempts, delay=pause)
    pairs = [entry.split("=", 1) for entry in entries]
    return {key.strip(): value.strip() for key, value in pairs}


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    target = os.path.join(folder, "service.conf")
    with open(target, "w", encoding="utf-8") as out:
        out.write("# service\nport = 8080\n\nhost = example.org\n")
    print(settings(target, 2))
    try:
        settings(os.path.join(folder, "missing.conf"), 2)
    except OSError as exc:
        print("gave up:", type(exc).__name__)
