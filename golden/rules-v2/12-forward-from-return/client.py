"""A thin REST client that only builds requests."""
from urls import build_url


class ApiClient:
    def __init__(self, base, token, timeout=10):
        self.base = base
        self.token = token
        self.timeout = timeout

    def user_url(self, user_id):
        return build_url(self.base, "users/%s" % user_id)

    def search_url(self, query, page=1):
        url = build_url(self.base, "search", {"q": query, "page": page})
        return url

    def headers(self):
        return {"Authorization": "Bearer " + self.token}

    def get_user(self, user_id):
        url = self.user_url(user_id)
        return self._get(url)

    def _get(self, url):
        request = {"method": "GET", "url": url, "headers": self.headers(), "timeout": self.timeout}
        return request
