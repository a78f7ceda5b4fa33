"""Issue tracker API requests."""
from httpreq import RequestBuilder

API_ROOT = "https://tracker.example.com/api/v2"


def create_issue(token, project, title, labels=()):
    rb = RequestBuilder(API_ROOT + "/projects/%s/issues" % project)
    rb.auth(token)
    rb.accept("application/json")
    rb.json_body({"title": title, "labels": list(labels)})
    for label in labels:
        rb.param("notify", label)
    request = rb.build()
    return request


def list_issues(token, project, page=1):
    rb = RequestBuilder(API_ROOT + "/projects/%s/issues" % project)
    rb.auth(token)
    rb.param("page", page)
    return rb.build()
