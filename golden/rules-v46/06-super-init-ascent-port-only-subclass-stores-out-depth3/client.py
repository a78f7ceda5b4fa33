"""Build the connections for configured endpoints."""
from transport import HTTPSConnection


def open_secure(host, port, cert_file, insecure):
    verify = not insecure
    conn = HTTPSConnection(host, port, cert_file=cert_file, verify=verify)
    return conn


def endpoint(config):
    port = config.get("port")
    cert = config.get("cert", "client.pem")
    secure = open_secure(config["host"], port, cert, config.get("insecure", False))
    return secure.describe()


if __name__ == "__main__":
    print(endpoint({"host": " API.Example.com ", "insecure": True}))
    print(endpoint({"host": "cache.local", "port": 8443}))
