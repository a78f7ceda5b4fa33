"""Plain-text reports."""
from . import settings
from .report import render
