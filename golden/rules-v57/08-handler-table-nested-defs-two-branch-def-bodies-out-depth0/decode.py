"""Decode a stream of byte chunks through a table of callbacks."""
from handlers import handler_table


def decode_all(chunks, sink, strict=False, extra=None):
    table = handler_table(sink, strict, extra)
    for chunk in chunks:
        try:
            text = chunk.decode("utf-8")
        except UnicodeDecodeError:
            table["error"](chunk)
            continue
        table["text"](text)
    if "flush" in table:
        table["flush"]()
    return sink


def decode_file(data, strict):
    chunks = [data[i:i + 4] for i in range(0, len(data), 4)]
    return "".join(decode_all(chunks, [], strict))


if __name__ == "__main__":
    print(repr(decode_file("na\u00efve caf\u00e9".encode("utf-8"), False)))
    print(repr(decode_file(b"ok \xff\xfe bytes", False)))
    try:
        decode_file(b"ok \xff\xfe bytes", True)
    except ValueError as error:
        print("strict:", error)
