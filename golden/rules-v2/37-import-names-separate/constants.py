"""Limits and defaults shared by the upload client."""

KIB = 1024
_chunk_kib = 64
CHUNK_SIZE = _chunk_kib * KIB

_retry_base = 3
_retry_extra = 2
MAX_RETRIES = _retry_base + _retry_extra

_ua_product = "uploader"
_ua_version = "2.4.1"
USER_AGENT = "%s/%s" % (_ua_product, _ua_version)
