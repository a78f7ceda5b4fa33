"""Request middleware: each step reads the request context and may enrich it."""


def add_request_id(ctx):
    ctx["request_id"] = "req-%05d" % ctx["seq"]


def bearer(header):
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer":
        return ""
    return token.strip()


def add_user(ctx):
    token = bearer(ctx["headers"].get("Authorization", ""))
    user = token.split(".")[0] if token else "anonymous"
    if user == "anonymous":
        print("anonymous request to", ctx["path"])
    ctx["user"] = user


def log_request(ctx):
    line = "%s %s by %s" % (ctx["method"], ctx["path"], ctx.get("user"))
    print(line)
    return line


def audit(ctx):
    ctx["audited"] = True
    ctx["trail"] = "admin:" + ctx["path"]
