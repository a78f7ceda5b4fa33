"""Server entry point."""
import os

from envconfig import server_options


class Server:
    def __init__(self, port, workers, backlog):
        self.port = port
        self.workers = workers
        self.backlog = backlog


def create_server(env=None):
    env = dict(os.environ) if env is None else env
    opts = server_options(env)
    return Server(opts["port"], opts["workers"], opts["backlog"])
