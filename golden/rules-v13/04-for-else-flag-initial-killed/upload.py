"""Upload placement."""
from slots import pick


def place(upload, pool):
    size = upload["bytes"] // 1024
    name = upload["name"]
    target = pick(pool, size)
    if target is None:
        raise RuntimeError("no room for " + name)
    return target


if __name__ == "__main__":
    print(place({"name": "a.bin", "bytes": 4096}, [{"name": "s1", "busy": False, "free": 10}]))
