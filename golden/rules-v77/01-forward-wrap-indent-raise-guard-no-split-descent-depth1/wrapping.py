"""Line filling in the shape of textwrap.TextWrapper._wrap_chunks."""

class Filler:
    def __init__(self, width, initial="", subsequent="", max_lines=None, placeholder=" [...]"):
        self.width = width
        self.initial = initial
        self.subsequent = subsequent
        self.max_lines = max_lines
        self.placeholder = placeholder

    def split(self, text):
        chunks = text.expandtabs().split()
        chunks.reverse()
        return chunks

    def wrap(self, text):
        lines = []
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent
            else:
                indent = self.initial
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks = self.split(text)
        while chunks:
            cur_line = []
            cur_len = 0
            if lines:
                indent = self.subsequent
            else:
                indent = self.initial
            width = self.width - len(indent)
            while chunks:
                size = len(chunks[-1]) + (1 if cur_line else 0)
                if cur_len + size <= width or not cur_line:
                    cur_line.append(chunks.pop())
                    cur_len += size
                else:
                    break
            if self.max_lines is not None and len(lines) + 1 == self.max_lines and chunks:
                lines.append(indent + " ".join(cur_line) + self.placeholder)
                break
            lines.append(indent + " ".join(cur_line))
        return lines
