"""Choose the first usable port from host:port specs, retrying past bad entries."""

MIN_PORT = 1024


def pick_port(specs, budget):
    index = 0
    port = None
    bad = []
    while True:
        if index >= len(specs) or budget <= 0:
            break
        spec = specs[index]
        index += 1
        try:
            port = int(spec.rpartition(":")[2])
        except ValueError:
            budget -= 1
            bad.append(spec)
            continue
        else:
            if port >= MIN_PORT:
                break
            print("privileged port", port, "in", spec)
        port = None
    if bad:
        print("ignored", ", ".join(bad))
    return port
