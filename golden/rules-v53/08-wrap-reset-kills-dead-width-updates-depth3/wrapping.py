"""Fill chunks of text into lines of a given width (after textwrap.TextWrapper._wrap_chunks)."""


def fill_lines(chunks, width, first_indent, next_indent):
    lines = []
    chunks = list(reversed(chunks))
    cur_len = 0
    while chunks:
        cur_line = []
        cur_len = 0
        indent = next_indent if lines else first_indent
        room = width - len(indent)
        if chunks[-1].isspace() and lines:
            chunks.pop()
        while chunks:
            size = len(chunks[-1])
            if cur_len + size <= room:
                cur_line.append(chunks.pop())
                cur_len += size
            else:
                break
        if chunks and len(chunks[-1]) > room and not cur_line:
            cur_line.append(chunks.pop())
            cur_len += len(cur_line[-1])
        if cur_line and cur_line[-1].isspace():
            cur_len -= len(cur_line[-1])
            cur_line.pop()
        if cur_line:
            lines.append(indent + "".join(cur_line))
    return lines, cur_len
