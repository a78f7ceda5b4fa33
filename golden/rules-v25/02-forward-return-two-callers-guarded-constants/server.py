"""Request admission for a small HTTP front end."""
from limits import body_limit, parse_size


def check_request(settings, headers):
    declared = int(headers.get("Content-Length", "0"))
    allowed = body_limit(settings)
    if declared > allowed:
        return 413
    return 200


def describe(settings):
    timeout = parse_size(settings.get("timeout", "30"))
    limit = body_limit(settings)
    return "timeout=%ds body<=%d" % (timeout, limit)


def startup(settings):
    banner = describe(settings)
    print(banner)
    return check_request(settings, {"Content-Length": "5000"})


if __name__ == "__main__":
    CONF = {"max_body": " 2K ", "min_body": "4k", "timeout": "15"}
    STATUS = startup(CONF)
    print("status", STATUS)
