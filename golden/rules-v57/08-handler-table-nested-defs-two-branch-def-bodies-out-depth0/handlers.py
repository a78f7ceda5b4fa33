"""Callback tables for a streaming text decoder, in the shape of codecs' error handlers."""


def replace_error(chunk):
    return "?" * len(chunk)


def handler_table(sink, strict, extra=None):
    def on_text(chunk):
        sink.append(chunk)

    if strict:
        def on_error(chunk):
            raise ValueError("undecodable bytes: %r" % chunk)
    else:
        def on_error(chunk):
            sink.append(replace_error(chunk))

    def on_flush():
        sink.append("\n")

    def describe():
        return "strict" if strict else "lenient"

    table = {"text": on_text, "error": on_error}
    if not strict:
        table["flush"] = on_flush
    if extra:
        table.update(extra)
    print("handlers:", describe(), sorted(table))
    return table
