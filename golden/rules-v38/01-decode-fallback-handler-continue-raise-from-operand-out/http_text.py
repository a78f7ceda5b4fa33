"""The text of an HTTP response body, in the shape of requests' Response.text."""
from decoding import decode_payload

FALLBACKS = ("utf-8", "cp1252")


def content_charset(content_type):
    params = content_type.partition(";")[2]
    for param in params.split(";"):
        key, _, value = param.strip().partition("=")
        if key.lower() == "charset":
            return value.strip('"')
    return None


def response_text(headers, body):
    charset = content_charset(headers.get("content-type", ""))
    candidates = list(FALLBACKS)
    if charset:
        candidates.insert(0, charset)
    text, used = decode_payload(body, candidates)
    headers["x-decoded-as"] = used
    return text


if __name__ == "__main__":
    print(response_text({"content-type": "text/plain; charset=utf-8"}, "caf\u00e9".encode("utf-8")))
    print(response_text({"content-type": "text/html"}, b"\xef\xbb\xbfplain"))
    print(response_text({}, "na\u00efve".encode("cp1252")))
    for headers, body in (({}, b"\x81\xff"), ({"content-type": "text/plain; charset=klingon"}, b"x")):
        try:
            print(response_text(headers, body))
        except ValueError as err:
            print("error:", err, "| cause:", type(err.__cause__).__name__)
