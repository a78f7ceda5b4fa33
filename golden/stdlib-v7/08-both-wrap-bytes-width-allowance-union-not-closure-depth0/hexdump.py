"""Print long bytes values through the printer's dispatch table."""
import io

from pprint_bytes import PrettyPrinter


class BytesPrinter(PrettyPrinter):
    def __init__(self, width):
        self._width = width

    def render(self, value, level):
        handler = self._dispatch.get(type(value).__repr__)
        if handler is None:
            return repr(value)
        stream = io.StringIO()
        handler(self, value, stream, 0, 0, {}, level)
        return stream.getvalue()


if __name__ == "__main__":
    printer = BytesPrinter(20)
    blob = bytes(range(65, 91)) + b"\x00\xff" * 3
    print(printer.render(blob, 1))
    print(printer.render(b"abc", 2))
    print(printer.render(3.5, 1))
