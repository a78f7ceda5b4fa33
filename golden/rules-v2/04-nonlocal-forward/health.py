"""Wait for a dependent service to answer its health check."""
from poller import wait_until


class ServiceDown(RuntimeError):
    pass


def wait_for_service(client, polls=10):
    ok = wait_until(client.is_ready, polls)
    if not ok:
        raise ServiceDown(client.name)
    return client
