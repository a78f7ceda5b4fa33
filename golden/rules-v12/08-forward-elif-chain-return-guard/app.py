"""Response finalisation."""
from cachepolicy import policy


def finalize(status, body, user):
    private = user is not None
    headers = policy(status, private, len(body))
    headers["Content-Length"] = str(len(body))
    note = "%d for %s" % (status, user)
    return headers, note


def preview(status):
    return policy(status, False, 0)["Cache-Control"]


def serve(request):
    headers, _note = finalize(200, request.body, request.user)
    return headers
