"""News pages built on the generic list view."""
import sys

from generic import ListView


class ArticleList(ListView):
    def get_context(self, request):
        context = super().get_context(request)
        context["count"] = self.count()
        print("rendering", request.get("path"))
        return context


class TagList(ListView):
    def get_context(self, request):
        context = super().get_context(request)
        context["tags"] = sorted({tag for item in self.items for tag in item["tags"]})
        return context


def article_page(request, articles):
    view = ArticleList("News", articles, 2)
    context = view.get_context(request)
    shown = len(context["items"])
    return "%s for %s: %d of %d" % (context["title"], context["user"], shown, context["count"])


def tag_page(request, articles):
    view = TagList("Tags", articles, 10)
    return view.get_context(request)["tags"]


def serve(path, user, articles):
    request = {"path": path, "user": user, "page": 1}
    if path.startswith("/tags"):
        body = tag_page(request, articles)
    else:
        body = article_page(request, articles)
    return body


if __name__ == "__main__":
    posts = [{"title": t, "tags": [t[:1]]} for t in sys.argv[1:] or ["alpha", "beta", "gamma"]]
    print(serve("/news", "ann", posts))
