"""Plan the listening ports of a small HTTP server and its admin endpoint."""
from ports import read_port


def listen_plan(settings, strict):
    public = read_port(settings, "port", strict=strict)
    admin = read_port(settings, "admin_port", fallback=9090)
    workers = int(settings.get("workers", "2"))
    return {"public": public, "admin": admin, "workers": workers}


if __name__ == "__main__":
    print(listen_plan({"port": "8443", "admin_port": "x"}, False))
    print(listen_plan({"port": "70000", "workers": "4"}, False))
    print(listen_plan({"port": "eighty"}, True))
