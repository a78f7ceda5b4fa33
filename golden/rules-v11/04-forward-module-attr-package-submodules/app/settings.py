"""Process-wide switches of the report tool."""

DEBUG = False
COLOR = "auto"
