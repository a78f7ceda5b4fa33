"""Load the service endpoints of a small settings file."""
from endpoint import parse_endpoint

DEFAULT_PORT = 443


def load_services(lines):
    services = {}
    warnings = []
    for line in lines:
        name, _, value = line.partition("=")
        if not value:
            continue
        url, problems = parse_endpoint(value, DEFAULT_PORT)
        services[name.strip()] = url
        warnings.extend(problems)
    return services, warnings


if __name__ == "__main__":
    print(load_services(["api = API.example.org:8443", "web = www.example.org", "db = db:x", "# comment", "tls = :443"]))
