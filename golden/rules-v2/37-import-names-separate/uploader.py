"""Chunked upload of local files."""
import os

from constants import CHUNK_SIZE, MAX_RETRIES, USER_AGENT


def plan_chunks(path):
    total = os.path.getsize(path)
    full, rest = divmod(total, CHUNK_SIZE)
    count = full + (1 if rest else 0)
    return [(i * CHUNK_SIZE, min(CHUNK_SIZE, total - i * CHUNK_SIZE)) for i in range(count)]


def send(session, url, body):
    headers = {"User-Agent": USER_AGENT}
    for attempt in range(MAX_RETRIES):
        response = session.put(url, data=body, headers=headers)
        if response.ok:
            return response
    raise RuntimeError("upload failed after %d attempts" % MAX_RETRIES)
