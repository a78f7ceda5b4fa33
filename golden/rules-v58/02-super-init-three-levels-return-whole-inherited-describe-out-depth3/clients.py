"""Client classes layered the way API SDKs layer them."""


def normalize_url(url):
    url = url.strip()
    if not url.endswith("/"):
        url = url + "/"
    return url


class BaseClient:
    def __init__(self, base_url, timeout):
        self.base_url = normalize_url(base_url)
        self.timeout = timeout

    def describe(self):
        return "%s (timeout %.1fs)" % (self.base_url, self.timeout)


class AuthClient(BaseClient):
    def __init__(self, base_url, token, timeout=10.0):
        super().__init__(base_url, timeout)
        self.token = token
        self.headers = {"Authorization": "Bearer " + token}


class RetryingClient(AuthClient):
    def __init__(self, base_url, token, retries):
        super().__init__(base_url, token, timeout=5.0 * retries)
        self.retries = retries


class PagingClient(AuthClient):
    def __init__(self, base_url, token, page_size):
        super().__init__(base_url, token)
        self.page_size = page_size
