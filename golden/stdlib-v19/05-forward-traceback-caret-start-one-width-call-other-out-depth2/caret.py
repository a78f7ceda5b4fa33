"""Underline the failing span of a source line, the way traceback draws its carets."""
from tbcut import _byte_offset_to_character_offset, _display_width, _format_final_exc_line


def marker(line, start_byte, end_byte):
    start = _byte_offset_to_character_offset(line, start_byte)
    end = _byte_offset_to_character_offset(line, end_byte)
    pad = _display_width(line, start)
    stop = _display_width(line, end)
    if stop <= pad:
        stop = pad + 1
    return " " * pad + "^" * (stop - pad)


def show(exc, line, start_byte, end_byte):
    title = _format_final_exc_line(type(exc).__name__, exc)
    return title + "    " + line + "\n    " + marker(line, start_byte, end_byte)


def show_all(cases):
    out = []
    for exc, line, start_byte, end_byte in cases:
        out.append(show(exc, line, start_byte, end_byte))
    return "\n".join(out)


def cases_from(snippets):
    cases = []
    for line in snippets:
        try:
            eval(line, {})
        except Exception as exc:
            start = line.index("+")
            cases.append((exc, line, len(line[:start].encode()), len(line.encode())))
    return cases


if __name__ == "__main__":
    print(show_all(cases_from(['"total" + 3', '"\u30c7\u30fc\u30bf" + 3', '""'])))
