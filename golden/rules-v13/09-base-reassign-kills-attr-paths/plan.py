"""Plan the endpoints of a deployment."""
from netconf import Endpoint


def plan(specs, base_port):
    ep = Endpoint()
    ep.port = base_port
    ports = []
    for spec in specs:
        ep = Endpoint(spec.get("tls", False))
        if "port" in spec:
            ep.port = spec["port"]
        ep.host = spec["host"].lower()
        print("planning", ep.url())
        port = ep.port
        ports.append(port)
    return ports, ep


def deploy(cluster):
    offset = cluster["offset"]
    specs = cluster["nodes"]
    ports, last = plan(specs, 8000 + offset)
    return ports
