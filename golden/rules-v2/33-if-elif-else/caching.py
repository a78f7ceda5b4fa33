"""HTTP caching headers for static resources."""
import email.utils
import hashlib

MIN_TTL = 60
MAX_TTL = 86400


def http_date(timestamp):
    return email.utils.formatdate(timestamp, usegmt=True)


def checksum(data):
    return hashlib.sha1(data).hexdigest()[:16]


def cache_headers(resource, now, private=False):
    headers = {}
    age = now - resource.modified
    if resource.immutable:
        headers["Cache-Control"] = "public, max-age=31536000, immutable"
    elif private:
        headers["Cache-Control"] = "private, no-cache"
    else:
        ttl = min(MAX_TTL, max(MIN_TTL, int(age * 0.1)))
        headers["Cache-Control"] = "public, max-age=%d" % ttl
        headers["Expires"] = http_date(now + ttl)
    etag = '"%s"' % checksum(resource.data)
    headers["ETag"] = etag
    headers["Last-Modified"] = http_date(resource.modified)
    return headers


def not_modified(request_headers, resource):
    tag = request_headers.get("If-None-Match")
    return tag is not None and tag == '"%s"' % checksum(resource.data)


def vary_on(accept_encoding, languages):
    fields = ["Accept-Encoding"] if accept_encoding else []
    if len(languages) > 1:
        fields.append("Accept-Language")
    return ", ".join(fields)
