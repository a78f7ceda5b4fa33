"""Admin console views."""


def dashboard(request):
    greeting = "Welcome back, %s" % request["user"]
    return {"status": 200, "body": greeting}


def health(request):
    return {"status": 200, "body": "ok"}
