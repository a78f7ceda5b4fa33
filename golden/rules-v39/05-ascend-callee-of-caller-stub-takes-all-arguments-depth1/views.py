"""JSON list views of the catalogue API."""
from pages import page_links, page_size, page_slice

MAX_PAGE = 50


def list_view(request, products):
    path = request.get("path", "/products")
    page = int(request.get("page", 1))
    if page < 1:
        return {"error": "bad page %d" % page}
    size = page_size(request, maximum=MAX_PAGE, label=path)
    rows = page_slice(products, page, size)
    links = page_links(path, page, len(products), size)
    return {"rows": rows, "links": links}


def preview(products):
    return page_slice(products, 1, 5)


if __name__ == "__main__":
    catalogue = ["p%d" % n for n in range(12)]
    print(list_view({"page": "2", "per_page": "5"}, catalogue))
    print(list_view({"page": "1", "per_page": "500", "path": "/all"}, catalogue))
    print(list_view({"page": "0"}, catalogue))
    print(preview(catalogue))
