"""HTTP client of the status monitor."""
from retrying import retry

MAX_TRIES = 4
TIMEOUT = 2.0


@retry(times=MAX_TRIES)
def fetch_page(session, url):
    response = session.get(url, timeout=TIMEOUT)
    response.raise_for_status()
    return response.text
