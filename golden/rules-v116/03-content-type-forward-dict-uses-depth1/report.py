from http_meta import describe

LIMIT = 4096


def summarize(raw):
    head, _, body = raw.partition("\r\n\r\n")
    info = describe(head)
    kind = info.get("type", "?")
    length = info["length"] or len(body)
    if length > LIMIT:
        verdict = "too large"
    else:
        verdict = "ok"
    print(f"{kind} body of {length} bytes: {verdict}")
    return verdict


def main():
    raw = ("Content-Type: Text/HTML; charset=UTF_8\r\n"
           "Content-Length: 5120\r\n\r\n<html></html>")
    verdict = summarize(raw)
    if verdict != "ok":
        print("rejected")


if __name__ == "__main__":
    main()
