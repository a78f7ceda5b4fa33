"""Admin console entry point."""
from middleware import authenticate, require_admin, strip_slash
from pipeline import Pipeline
from views import dashboard


def make_console():
    console = Pipeline(dashboard)
    console.use(strip_slash)
    console.use(authenticate)
    console.use(require_admin)
    return console


def serve(console, path, cookie):
    request = {"path": path, "cookie": cookie}
    response = console.run(request)
    line = "%s %s" % (path, response["status"])
    print(line)
    return response


def main(environ):
    console = make_console()
    return serve(console, environ["PATH_INFO"], environ.get("HTTP_COOKIE"))
