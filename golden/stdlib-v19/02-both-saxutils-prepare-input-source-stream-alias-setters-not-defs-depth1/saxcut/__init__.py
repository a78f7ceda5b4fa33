"""Stand-in package so that saxutils.py keeps its verbatim `from . import xmlreader`."""
from xml.sax import xmlreader
