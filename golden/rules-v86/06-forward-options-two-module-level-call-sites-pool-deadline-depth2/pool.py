"""A tiny connection pool description, built once per process."""


def make_pool(host, port, timeout, size=4):
    address = f"{host}:{port}"
    deadline = timeout * size
    conns = []
    for n in range(size):
        conns.append({"address": address, "timeout": timeout, "id": n})
    return {"conns": conns, "deadline": deadline, "address": address}


def describe(pool):
    first = pool["conns"][0]
    return f"{len(pool['conns'])} x {first['address']} ({first['timeout']}s)"
