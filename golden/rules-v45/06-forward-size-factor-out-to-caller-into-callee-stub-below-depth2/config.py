"""Server limits read from a settings mapping."""
from units import chunk_size, parse_size

SETTINGS = {"max_body": "2m", "chunk": 300000, "workers": 8}


def read_limits(settings):
    max_body = parse_size(settings["max_body"])
    chunk = settings.get("chunk", 65536)
    workers = settings.get("workers", 1)
    per_worker = max_body // workers
    chunk = chunk_size(chunk, per_worker)
    return {"max_body": max_body, "chunk": chunk, "workers": workers}


def describe(limits):
    return "body<=%(max_body)d chunk=%(chunk)d workers=%(workers)d" % limits


if __name__ == "__main__":
    limits = read_limits(SETTINGS)
    print(describe(limits))
