"""Process-wide session state of the command-line client."""
import hashlib

DEFAULT_SERVER = "https://api.example.com"
server = DEFAULT_SERVER
token = None
history = []


def login(user, password):
    global token
    digest = hashlib.sha256(password.encode()).hexdigest()[:16]
    token = "%s:%s" % (user, digest)
    history.append(("login", user))


def logout():
    global token
    history.append(("logout", token))
    token = None


def endpoint(path):
    base = server.rstrip("/")
    if token is None:
        base = base + "/public"
    return base + "/" + path.lstrip("/")
