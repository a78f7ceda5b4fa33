"""CRLF, bCRLF, quotedata, _quote_periods and _fix_eols, copied verbatim from
CPython 3.11.7 Lib/smtplib.py."""
import re

CRLF = "\r\n"
bCRLF = b"\r\n"


def quotedata(data):
    """Quote data for email.

    Double leading '.', and change Unix newline '\\n', or Mac '\\r' into
    internet CRLF end-of-line.
    """
    return re.sub(r'(?m)^\.', '..',
        re.sub(r'(?:\r\n|\n|\r(?!\n))', CRLF, data))

def _quote_periods(bindata):
    return re.sub(br'(?m)^\.', b'..', bindata)

def _fix_eols(data):
    return  re.sub(r'(?:\r\n|\n|\r(?!\n))', CRLF, data)
