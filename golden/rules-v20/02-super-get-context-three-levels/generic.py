"""Class-based views in the style of django.views.generic."""


def display_name(request):
    user = request.get("user")
    if not user:
        return "guest"
    return user.title()


class View:
    def __init__(self, title):
        self.title = title

    def get_context(self, request):
        context = {"title": self.title}
        context["user"] = display_name(request)
        return context


class ListView(View):
    def __init__(self, title, items, per_page):
        super().__init__(title)
        self.items = items
        self.per_page = per_page

    def get_context(self, request):
        context = super().get_context(request)
        page = int(request.get("page", 1))
        start = (page - 1) * self.per_page
        context["items"] = self.items[start:start + self.per_page]
        context["page"] = page
        return context

    def count(self):
        return len(self.items)
