"""Upload report files to object storage."""
import logging
import os

log = logging.getLogger("uploader")

REPORTS_BUCKET = "reports"


class UploadError(Exception):
    pass


def content_type(path):
    if path.endswith(".json"):
        return "application/json"
    if path.endswith(".csv"):
        return "text/csv"
    return "application/octet-stream"


def upload(client, path, bucket):
    key = os.path.basename(path)
    size = os.path.getsize(path)
    ctype = content_type(path)
    session = client.open_session()
    try:
        handle = session.start(bucket, key, ctype)
        sent = session.send_file(handle, path)
    except TimeoutError:
        session.abort()
        raise UploadError("timed out uploading " + path)
    else:
        receipt = {"bucket": bucket, "key": key, "bytes": sent, "expected": size}
        session.commit(handle)
    finally:
        session.close()
        log.info("upload of %s finished", key)
    return receipt
