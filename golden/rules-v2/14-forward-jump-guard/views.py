"""HTTP views of the search service."""
from pager import paginate


def list_view(request, repo):
    items = repo.search(request.args.get("q", ""))
    page = paginate(items, request.settings)
    number = int(request.args.get("page", 1))
    if number > page.total:
        return {"status": 404}
    return {"status": 200, "items": page.chunks[number - 1], "pages": page.total}


def health_view(request):
    return {"status": 200}
